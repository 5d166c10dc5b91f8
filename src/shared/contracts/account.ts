import { z } from "zod";

// Pupils' data rights (issue 18): see, export and delete everything. The routes:
// - GET    /api/account          → AccountInfo: what is stored and for how long, and where a
//                                  pupil's texts go (for "Meine Daten" in the profile).
// - GET    /api/account/export   → a zip download (application/zip), streamed; its JSON file's shape
//                                  is versioned by EXPORT_FORMAT_VERSION and documented in
//                                  docs/decisions (the data-rights decision).
// - DELETE /api/account          {password} → 204; the account and everything that belongs to it is
//                                  gone. A wrong password: 403 `invalid_password` (German message);
//                                  a missing one: 400.
// - DELETE /api/sessions/{id}    → 204; the session with its messages, files, analysis and jobs.
//                                  Another pupil's or an unknown session: 404, also the second time.

/** The version of the export's `lernfunke-daten.json`; raised when its shape changes. */
export const EXPORT_FORMAT_VERSION = 1;

/** The file names inside the export zip a pupil or a program looks for first. */
export const EXPORT_FILES = {
  data: "lernfunke-daten.json",
  readme: "LIES-MICH.txt",
} as const;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Bitte gib dein Passwort ein, um dein Konto zu löschen." })
    .min(1, "Bitte gib dein Passwort ein, um dein Konto zu löschen.")
    .max(1000, "Das Passwort ist zu lang."),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Where a pupil's words go besides this server, per configuration (none: they stay here). */
export const dataRecipientSchema = z.object({
  /** What is sent, in German for a pupil: "deine Nachrichten im Chat". */
  what: z.string(),
  /** To whom, e.g. "OpenAI (USA)" or "den KI-Dienst unter ki.schule.ch". */
  to: z.string(),
});
export type DataRecipient = z.infer<typeof dataRecipientSchema>;

/** GET /api/account. */
export const accountInfoSchema = z.object({
  email: z.string(),
  createdAt: z.string(),
  /** The newest sign-in or session activity, ISO; null if none yet. */
  lastActiveAt: z.string().nullable(),
  counts: z.object({
    sessions: z.number().int(),
    messages: z.number().int(),
    files: z.number().int(),
    analyses: z.number().int(),
  }),
  /** RETENTION_DAYS: sessions, files and analyses older than this are deleted; null = kept. */
  retentionDays: z.number().int().nullable(),
  /** ACCOUNT_INACTIVE_DAYS: an account unused this long is deleted; null = never. */
  accountInactiveDays: z.number().int().nullable(),
  /** When this account will be deleted if it stays unused (ISO), or null. */
  inactiveDeletionAt: z.string().nullable(),
  /** Empty when nothing leaves the server (the offline tutor and voice). */
  recipients: z.array(dataRecipientSchema),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
