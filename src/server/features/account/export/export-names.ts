// File names inside the export zip. Pupils name their files and sessions themselves, so every
// part of a path is rebuilt from letters, digits and a few marks: no "..", no slash, no
// backslash, no control character, no name a phone's file app trips over; and two entries never
// share a path (a zip with a duplicate path loses one of them when unpacked).

const SWISS_TIME_ZONE = "Europe/Zurich";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SWISS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const readableFormat = new Intl.DateTimeFormat("de-CH", {
  timeZone: SWISS_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** The Swiss calendar day of a moment, as YYYY-MM-DD (for file names). */
export const swissDay = (at: Date) => dayFormat.format(at);

/** A moment as a pupil in Switzerland reads it: "26.11.2026, 14:05". */
export const swissDateTime = (at: Date | null | undefined) => (at ? readableFormat.format(at) : "–");

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss" };

/** One part of a path: lower case ASCII letters, digits, "-", "_" and inner dots; never empty. */
export function safeSegment(text: string | null | undefined, fallback: string, max = 60): string {
  const ascii = (text ?? "")
    .replace(/[äöüÄÖÜß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const cleaned = ascii
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/-?\.-?/g, ".")
    .replace(/\.{2,}/g, ".")
    .slice(0, max)
    .replace(/^[-._]+|[-._]+$/g, "");
  return cleaned || fallback;
}

/** Hands out paths, each once: a second "dateien/blatt.txt" becomes "dateien/blatt-2.txt". */
export function uniquePaths() {
  const used = new Set<string>();
  return (folder: string, stem: string, extension: string) => {
    let path = `${folder}/${stem}${extension}`;
    for (let n = 2; used.has(path); n++) path = `${folder}/${stem}-${n}${extension}`;
    used.add(path);
    return path;
  };
}
