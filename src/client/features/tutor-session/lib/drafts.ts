import { PUPIL_STORAGE_PREFIX } from "#client/lib/pupil-storage.ts";

// What the pupil typed and has not yet got an answer to survives a reload, per session
// (docs/decisions/039-resume-and-resend.md). Under the pupil prefix: signing out removes it.
const key = (sessionId: string) => `${PUPIL_STORAGE_PREFIX}draft:${sessionId}`;

export function readDraft(sessionId: string): string {
  try {
    return window.localStorage.getItem(key(sessionId)) ?? "";
  } catch {
    return ""; // storage blocked: nothing was kept
  }
}

export function saveDraft(sessionId: string, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(key(sessionId), text);
    else window.localStorage.removeItem(key(sessionId));
  } catch {
    // Storage blocked or full: the text stays in the field, only a reload loses it.
  }
}

/** After the text arrived; a newer draft typed meanwhile stays. */
export function clearDraft(sessionId: string, sent: string): void {
  if (readDraft(sessionId).trim() === sent.trim()) saveDraft(sessionId, "");
}
