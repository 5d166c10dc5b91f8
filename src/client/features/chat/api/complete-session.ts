import { api } from "#client/lib/api-client.ts";
import { type CompletionPayload, completionStoredSchema } from "#shared/contracts/sessions.ts";

/** POST /api/sessions/{id}/complete with the completion payload (spec sections 3 and 7). */
export function completeSession(sessionId: string, payload: CompletionPayload): Promise<{ success: true }> {
  return api.post(`/api/sessions/${encodeURIComponent(sessionId)}/complete`, completionStoredSchema, payload);
}
