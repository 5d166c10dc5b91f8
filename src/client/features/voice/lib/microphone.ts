// Microphone permission (docs/product.md §2.10): prompt (at first, or when the browser cannot say),
// granted or denied; read on load, updated when a microphone request succeeds or is refused.

export type MicrophonePermission = "prompt" | "granted" | "denied";

/** The 'Mikrofon' tile's words (decision 018, Screen) for granted, denied, unknown (docs/product.md §2.10). */
export const MICROPHONE_LABELS: Record<MicrophonePermission, string> = {
  granted: "Erlaubt",
  denied: "Verweigert",
  prompt: "Unbekannt",
};

/** docs/product.md §5.3: the pupil (or the browser's settings) refused the microphone. */
export const MICROPHONE_DENIED_MESSAGE =
  "Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff in deinen Browser-Einstellungen.";

/** An error's name (getUserMedia rejects with DOMExceptions, not always Error instances). */
export function errorName(error: unknown): string {
  return typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
}

/** Whether getUserMedia's error means "not allowed" rather than "no microphone" and the like. */
export function isPermissionRefusal(error: unknown): boolean {
  const name = errorName(error);
  return name === "NotAllowedError" || name === "PermissionDeniedError" || name === "SecurityError";
}

/** The start failure's message for a microphone that is there but could not be used. */
export function microphoneProblem(error: unknown): string {
  const name = errorName(error);
  if (name === "NotFoundError" || name === "OverconstrainedError") return "Es wurde kein Mikrofon gefunden.";
  if (name === "NotReadableError" || name === "AbortError") {
    return "Das Mikrofon wird gerade von einem anderen Programm benutzt.";
  }
  const message =
    typeof error === "object" && error !== null && "message" in error ? String(error.message) : "";
  return message || "Das Mikrofon ist nicht verfügbar.";
}
