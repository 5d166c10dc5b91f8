import { api } from "#client/lib/api-client.ts";
import type { CompletionPayload, SessionDetail } from "#shared/contracts/sessions.ts";

export type CompleteSessionResponse = { success: true; session: SessionDetail };

/** POST /api/sessions/{id}/complete with the completion payload (docs/product.md §3.1 and §4.5). */
export function completeSession(
  sessionId: string,
  payload: CompletionPayload,
): Promise<CompleteSessionResponse> {
  return api.post<CompleteSessionResponse>(
    `/api/sessions/${encodeURIComponent(sessionId)}/complete`,
    payload,
  );
}
