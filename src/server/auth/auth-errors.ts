import { AppError } from "#server/lib/errors.ts";
import type { WeakPasswordReason } from "./passwords.ts";
import { USER_METADATA_MAX_BYTES } from "./user-metadata.ts";

const WEAK_PASSWORD_MESSAGES: Record<WeakPasswordReason, string> = {
  length: "Das Passwort muss mindestens 8 und höchstens 256 Zeichen lang sein.",
  characters: "Das Passwort darf nicht nur aus Leerzeichen bestehen.",
  pwned: "Dieses Passwort ist sehr bekannt und leicht zu erraten. Bitte wähle ein anderes.",
};

/** "Bitte warte noch 30 Sekunden." / "… 4 Minuten.": rounded up, never "0". */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `Bitte warte noch ${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Bitte warte noch ${minutes} Minuten.`;
}

// GoTrue's error codes (supabase/auth, as @supabase/auth-js reads them) with German messages: pupils read them on the login
// screen, and supabase-js passes them through as error.message.
export const authErrors = {
  invalidCredentials: () => new AppError(400, "invalid_credentials", "E-Mail oder Passwort ist falsch."),
  weakPassword: (reason: WeakPasswordReason) =>
    new AppError(422, "weak_password", WEAK_PASSWORD_MESSAGES[reason], {
      weak_password: { reasons: [reason] },
    }),
  userExists: () =>
    new AppError(422, "user_already_exists", "Für diese E-Mail-Adresse gibt es schon ein Konto."),
  emailExists: () => new AppError(422, "email_exists", "Diese E-Mail-Adresse wird schon verwendet."),
  signupDisabled: () =>
    new AppError(
      422,
      "signup_disabled",
      "Neue Konten können hier nicht selbst erstellt werden. Bitte frag deine Lehrperson nach einem Zugang.",
    ),
  refreshNotFound: () =>
    new AppError(400, "refresh_token_not_found", "Sitzung nicht gefunden - bitte melde dich neu an."),
  refreshReused: () =>
    new AppError(400, "refresh_token_already_used", "Diese Sitzung wurde beendet - bitte melde dich neu an."),
  sessionExpired: () =>
    new AppError(400, "session_expired", "Deine Sitzung ist abgelaufen - bitte melde dich neu an."),
  noAuthorization: () =>
    new AppError(401, "no_authorization", "Anmeldung erforderlich - bitte melde dich an."),
  badJwt: () => new AppError(403, "bad_jwt", "Anmeldung abgelaufen - bitte melde dich neu an."),
  sessionNotFound: () =>
    new AppError(403, "session_not_found", "Sitzung nicht gefunden - bitte melde dich neu an."),
  /** GoTrue's code; the German message names the wait, Retry-After carries it (decision 052). */
  rateLimited: (retryAfterMs: number) =>
    new AppError(429, "over_request_rate_limit", `Zu viele Versuche. ${waitText(retryAfterMs)}`, undefined, {
      retryAfterMs,
    }),
  currentPasswordRequired: () =>
    new AppError(
      400,
      "current_password_required",
      "Bitte gib zum Ändern des Passworts dein aktuelles Passwort ein.",
    ),
  emailCurrentPasswordRequired: () =>
    new AppError(
      400,
      "current_password_required",
      "Bitte gib zum Ändern der E-Mail-Adresse dein aktuelles Passwort ein.",
    ),
  emailInvalid: () => new AppError(400, "validation_failed", "Bitte gib eine gültige E-Mail-Adresse ein."),
  metadataTooLarge: () =>
    new AppError(
      400,
      "validation_failed",
      `Die Profilangaben sind zu gross (höchstens ${USER_METADATA_MAX_BYTES / 1024} KB).`,
    ),
  currentPasswordMismatch: () =>
    new AppError(400, "current_password_mismatch", "Das aktuelle Passwort ist falsch."),
};
