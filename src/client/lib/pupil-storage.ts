// Pupil data kept in the browser (drafts, prepared sessions) must go when a pupil signs out:
// school computers are shared (OWASP ASVS 14.3.1). Features store such data under this prefix
// or in sessionStorage; the theme is a device setting and stays.
export const PUPIL_STORAGE_PREFIX = "lernfunke:";

export function clearPupilStorage(): void {
  try {
    window.sessionStorage.clear();
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(PUPIL_STORAGE_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
