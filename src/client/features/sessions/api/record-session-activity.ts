import { apiFetch } from "#client/lib/api-client.ts";
import type { SessionActivity } from "#shared/contracts/sessions.ts";

/**
 * POST /api/sessions/{id}/activity: "still here" for the session's clock (204, no body;
 * docs/decisions/038-honest-session-clock.md). `returning`: the tab was hidden until now.
 */
export async function recordSessionActivity(sessionId: string, activity: SessionActivity): Promise<void> {
  await apiFetch(`/api/sessions/${encodeURIComponent(sessionId)}/activity`, {
    method: "POST",
    body: activity,
  });
}
