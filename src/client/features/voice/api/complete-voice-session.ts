import { api } from "#client/lib/api-client.ts";
import type { CompletionPayload, SessionDetail } from "#shared/contracts/sessions.ts";

export type CompleteVoiceSessionResponse = { success: true; session: SessionDetail };

/** POST /api/sessions/{id}/complete with a voice session's completion payload (docs/product.md §3.1). */
export function completeVoiceSession(
  sessionId: string,
  payload: CompletionPayload,
): Promise<CompleteVoiceSessionResponse> {
  return api.post<CompleteVoiceSessionResponse>(
    `/api/sessions/${encodeURIComponent(sessionId)}/complete`,
    payload,
  );
}
