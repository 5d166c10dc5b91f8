import { api } from "#client/lib/api-client.ts";
import {
  type PreparedSessionResponse,
  preparedSessionResponseSchema,
} from "#shared/contracts/preparation.ts";

/** GET /api/session-preparation/session/{id}: the session with what the preparation screen saved. */
export function getPreparedSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<PreparedSessionResponse> {
  return api.get(
    `/api/session-preparation/session/${encodeURIComponent(sessionId)}`,
    preparedSessionResponseSchema,
    { signal },
  );
}

/**
 * A prepared session's first message (docs/product.md §2.9: the plan's starter message replaces
 * the welcome), or null when the session has none. docs/product.md §4.7 names both spellings
 * of the field, so either is read. A failure rejects: useChat logs it and keeps the default
 * welcome (docs/product.md §2.9).
 */
export async function getPreparedStarterMessage(
  sessionId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const { session } = await getPreparedSession(sessionId, signal);
  const data = session?.preparationData ?? session?.preparation_data ?? null;
  const starter = data?.generatedPlan?.starter_message;
  return typeof starter === "string" && starter.trim() ? starter : null;
}
