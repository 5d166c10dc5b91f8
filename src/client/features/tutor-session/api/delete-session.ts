import { ApiError, apiFetch } from "#client/lib/api-client.ts";

/**
 * DELETE /api/sessions/{id} (src/shared/contracts/account.ts): the session with its messages,
 * files, analysis and jobs, for the chat's 'Chat löschen' and the session list. A 404 means it
 * is not there (anymore, or not yet: a chat's session exists on the server only once something
 * was sent), which is what was asked for.
 */
export async function deleteSession(sessionId: string): Promise<void> {
  try {
    await apiFetch(`/api/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
