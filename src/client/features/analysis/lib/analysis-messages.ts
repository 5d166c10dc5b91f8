import { ApiError } from "#client/lib/api-client.ts";

// The analysis screen's errors, word for word from docs/product.md §5.3.
export const NO_SESSION_ID = "Session ID nicht gefunden";
export const SIGN_IN_REQUIRED = "Anmeldung erforderlich - bitte neu anmelden";
export const SIGN_IN_EXPIRED = "Anmeldung abgelaufen - bitte neu anmelden";
export const ANALYSIS_NOT_FOUND = "Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen";
export const ANALYSIS_FAILED = "Analyse fehlgeschlagen";
export const ANALYSIS_TOO_SLOW = "Analyse dauert zu lange - bitte später erneut versuchen";

/** A failed request of this screen: 401 or "Unauthorized", 404, else the request's own message. */
export function loadErrorMessage(error: Error): string {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401 || error.message.includes("Unauthorized")) return SIGN_IN_EXPIRED;
  if (status === 404) return ANALYSIS_NOT_FOUND;
  return `Fehler beim Laden der Analyse: ${error.message}`;
}
