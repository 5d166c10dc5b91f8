import { api } from "#client/lib/api-client.ts";
import { type CompletionPayload, completionStoredSchema } from "#shared/contracts/sessions.ts";

/** POST /api/sessions/{id}/complete with the voice session's completion payload (spec sections 3, 4). */
export function completeVoiceSession(
  sessionId: string,
  payload: CompletionPayload,
): Promise<{ success: true }> {
  return api.post(`/api/sessions/${encodeURIComponent(sessionId)}/complete`, completionStoredSchema, payload);
}
