import type { AccountInfo } from "#shared/contracts/account.ts";
import { formatDate } from "#shared/format/dates.ts";

// The words of «Meine Daten» (issue 18), for a 12-year-old: what is stored, for how long, where
// it goes. Kept apart from the markup so a test can read them and the docs can be checked
// against them (docs/privacy-notice.de.md).

/** What Lernfunke stores, one line per kind, matching the tables in src/server/features/account/user-data.ts. */
export const STORED_ITEMS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: "Dein Konto",
    text: "Deine E-Mail-Adresse und dein Passwort. Das Passwort ist so geschützt, dass es niemand lesen kann.",
  },
  {
    title: "Dein Profil",
    text: "Dein Name, deine Schulstufe, deine Klasse, deine Fächer und deine Antworten im Lern-Quiz.",
  },
  {
    title: "Deine Sessions",
    text: "Wann du gelernt hast und alles, was du und der Tutor im Chat geschrieben habt.",
  },
  {
    title: "Deine Dateien",
    text: "Der Text aus deinen hochgeladenen Dateien, bei Bildern eine kurze Beschreibung. Die Dateien selbst werden nicht aufbewahrt.",
  },
  {
    title: "Pläne und Auswertungen",
    text: "Deine Lernpläne, die Auswertung jeder Session und was du schon kannst (deine Kompetenzen).",
  },
  {
    title: "Sprachmodus",
    text: "Was du und der Tutor im Sprachmodus gesagt habt, aufgeschrieben als Text.",
  },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts of GET /api/account as rows for the definition list. */
export function countRows(counts: AccountInfo["counts"]) {
  return [
    ["Sessions", plural(counts.sessions, "Session", "Sessions")],
    ["Nachrichten", plural(counts.messages, "Nachricht", "Nachrichten")],
    ["Dateien", plural(counts.files, "Datei", "Dateien")],
    ["Auswertungen", plural(counts.analyses, "Auswertung", "Auswertungen")],
  ] as const;
}

/** How long sessions and the account are kept (RETENTION_DAYS, ACCOUNT_INACTIVE_DAYS). */
export function retentionLines(info: Pick<AccountInfo, "retentionDays" | "accountInactiveDays">): string[] {
  return [
    info.retentionDays === null
      ? "Deine Sessions, Dateien und Auswertungen bleiben gespeichert, bis du sie löschst."
      : `Deine Sessions, Dateien und Auswertungen werden nach ${plural(info.retentionDays, "Tag", "Tagen")} automatisch gelöscht.`,
    info.accountInactiveDays === null
      ? "Dein Konto bleibt gespeichert, bis du es löschst."
      : `Wenn du Lernfunke ${plural(info.accountInactiveDays, "Tag", "Tage")} lang nicht benutzt, wird dein Konto mit allen Daten gelöscht.`,
  ];
}

/** The in-app notice instead of an e-mail (issue 18), or null when no deletion is planned. */
export function inactiveNotice(inactiveDeletionAt: string | null, timeZone?: string): string | null {
  if (!inactiveDeletionAt) return null;
  const date = formatDate(inactiveDeletionAt, timeZone);
  if (!date) return null;
  return `Wenn du Lernfunke bis ${date} nicht mehr benutzt, wird dein Konto mit allen Daten gelöscht.`;
}

export const STAYS_HERE =
  "Alles bleibt auf dem Server deiner Schule. Lernfunke schickt nichts davon an andere Firmen.";
