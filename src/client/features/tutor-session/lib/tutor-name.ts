// What the app calls the tutor (docs/product.md §2.1): with no hosted model configured,
// Lernfunke's built-in practice tutor answers. It follows rules, not a language model, so it is
// never called "KI-Tutor".

export const AI_TUTOR_NAME = "KI-Tutor";
export const OFFLINE_TUTOR_NAME = "Übungs-Tutor (offline)";

/** The tutor's name; `offline` unknown (health loading or failed) keeps the usual name. */
export function tutorName(offline: boolean | undefined): string {
  return offline ? OFFLINE_TUTOR_NAME : AI_TUTOR_NAME;
}
