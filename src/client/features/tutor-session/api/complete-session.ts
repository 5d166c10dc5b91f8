import { api } from "#client/lib/api-client.ts";
import { type CompletionPayload, completionStoredSchema } from "#shared/contracts/sessions.ts";

/** POST /api/sessions/{id}/complete with the completion payload (docs/product.md §3.1 and §4.5). */
export function completeSession(sessionId: string, payload: CompletionPayload): Promise<{ success: true }> {
  return api.post(`/api/sessions/${encodeURIComponent(sessionId)}/complete`, completionStoredSchema, payload);
}
