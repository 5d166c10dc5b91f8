import { api } from "#client/lib/api-client.ts";
import { type CompletionPayload, completionStoredSchema } from "#shared/contracts/sessions.ts";

/** POST /api/sessions/{id}/complete with a voice session's completion payload (docs/product.md §3.1). */
export function completeVoiceSession(
  sessionId: string,
  payload: CompletionPayload,
): Promise<{ success: true }> {
  return api.post(`/api/sessions/${encodeURIComponent(sessionId)}/complete`, completionStoredSchema, payload);
}
