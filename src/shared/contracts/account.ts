import { z } from "zod";

// Pupils' data rights (issue 18): see, export and delete everything. The routes:
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
