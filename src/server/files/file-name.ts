import { stripInvisible } from "#shared/format/invisible.ts";
import { sliceChars } from "./text-cleanup.ts";

// The name a browser sends is only a label: it is shown back to the pupil and passed to the
// tutor, never used as a path (nothing is written to disk). A client may send anything, so
// paths, control and invisible characters go, and the length is capped with the extension kept.
const MAX_NAME_CHARS = 120;
const FALLBACK = "datei";

export function sanitiseFileName(raw: string): string {
  // "C:\\Users\\mia\\..\\aufgabe.pdf" and "../../etc/passwd" keep only their last segment.
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = stripInvisible(base)
    .replace(/[\r\n\t]/g, " ")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    // A leading dot would hide the file on some systems; trailing dots and spaces confuse Windows.
    .replace(/^\.+/, "")
    .replace(/[. ]+$/, "");
  if (!clean) return FALLBACK;
  if (clean.length <= MAX_NAME_CHARS) return clean;
  const ext = extensionOf(clean);
  const keep = ext && ext.length < 10 ? `.${ext}` : "";
  return `${sliceChars(clean, MAX_NAME_CHARS - keep.length).trimEnd()}${keep}`;
}

/** The extension in lower case, without the dot; "" when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}
