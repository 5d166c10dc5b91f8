import { api } from "#client/lib/api-client.ts";
import type { CompletionPayload, SessionDetail } from "#shared/contracts/sessions.ts";

export type CompleteSessionResponse = { success: true; session: SessionDetail };

/** POST /api/sessions/{id}/complete with the completion payload (spec sections 3 and 7). */
export function completeSession(
  sessionId: string,
  payload: CompletionPayload,
): Promise<CompleteSessionResponse> {
  return api.post<CompleteSessionResponse>(
    `/api/sessions/${encodeURIComponent(sessionId)}/complete`,
    payload,
  );
}
