// A line the login page shows once after the app signed the pupil out itself, e.g. «Dein Konto
// wurde gelöscht.». Kept in memory, not in the address or sessionStorage: signing out clears
// sessionStorage (src/client/lib/pupil-storage.ts), and the guard's own redirect to /login
// (require-auth.tsx) would drop a navigation state.

let notice: string | null = null;

export function setLoginNotice(text: string): void {
  notice = text;
}

/** The notice, if any; it stays until clearLoginNotice, so a StrictMode re-render still sees it. */
export function peekLoginNotice(): string | null {
  return notice;
}

export function clearLoginNotice(): void {
  notice = null;
}
