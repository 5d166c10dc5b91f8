// The session transcript as the analysis shows it (docs/product.md §2.11 and §3.1): entries of type
// "user" are the pupil's ('Du'), any other type the tutor's ('KI-Tutor'); the text is in `text`
// or, in older records, in `content`. Stored transcripts outlive code changes, so they are read
// defensively: anything that is not a list of objects shows the fallback text instead.

/** A file the pupil shared, sent as a prefixed message (docs/product.md §4.6). */
export type SharedFile = {
  kind: "context" | "image" | "document";
  /** From the prefix; null for [DATEI-KONTEXT]. */
  name: string | null;
  /** [DATEI-KONTEXT] only: the first line of what follows, shortened. */
  preview: string | null;
};

export type TranscriptLine = {
  /** Stable within one transcript (its position), for React keys. */
  id: string;
  speaker: "pupil" | "tutor";
  text: string;
  /** The ISO time as stored; null when missing. */
  timestamp: string | null;
  /** Set when the pupil's message is an uploaded file: shown by name, not with its whole text. */
  file: SharedFile | null;
};

const FILE_PREFIX =
  /^\s*\[(DATEI-KONTEXT|BILD ANALYSIERT:([^\]\n]{0,255})|DOKUMENT ANALYSIERT:([^\]\n]{0,255}))\]/;
const PREVIEW_LENGTH = 80;

/** A pupil message that carries a file's analysis, reduced to what the screen shows of it. */
export function sharedFile(text: string): SharedFile | null {
  const match = FILE_PREFIX.exec(text);
  if (!match) return null;
  if (match[2] !== undefined || match[3] !== undefined) {
    const name = (match[2] ?? match[3] ?? "").trim();
    return { kind: match[2] !== undefined ? "image" : "document", name: name || null, preview: null };
  }
  const firstLine = text.slice(match[0].length).trim().split("\n")[0]?.trim() ?? "";
  const preview =
    firstLine.length > PREVIEW_LENGTH ? `${firstLine.slice(0, PREVIEW_LENGTH - 1)}…` : firstLine;
  return { kind: "context", name: null, preview: preview || null };
}

/** The readable entries, or null when there is no transcript to show. */
export function readTranscript(value: unknown): TranscriptLine[] | null {
  if (!Array.isArray(value)) return null;
  const lines: TranscriptLine[] = [];
  value.forEach((entry, index) => {
    if (!entry || typeof entry !== "object") return;
    const { type, text, content, timestamp } = entry as Record<string, unknown>;
    const body = typeof text === "string" ? text : typeof content === "string" ? content : "";
    const speaker = type === "user" ? "pupil" : "tutor";
    lines.push({
      id: `entry-${index}`,
      speaker,
      text: body,
      timestamp: typeof timestamp === "string" ? timestamp : null,
      file: speaker === "pupil" ? sharedFile(body) : null,
    });
  });
  return lines.length > 0 ? lines : null;
}
