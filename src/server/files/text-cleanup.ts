import { stripInvisible } from "#shared/format/invisible.ts";
import { MAX_TEXT_CHARS } from "./limits.ts";

// Extracted text is data for the tutor: invisible characters go (they hide text from people, not
// from models: OWASP LLM01), and it is capped so one file cannot fill the model's context.
// Instructions inside the text ("ignore your rules") stay: they are content, and they only ever
// reach the model inside the labelled untrusted block (src/server/ai/prompts/untrusted-context.ts).

export type CleanOptions = {
  maxChars?: number;
  /** The source was already cut before this text (e.g. a page cap): say so, too. */
  note?: string;
};

export function cleanExtractedText(text: string, { maxChars = MAX_TEXT_CHARS, note }: CleanOptions = {}) {
  // Only a bounded prefix is cleaned: stripping cannot shrink text by more than its invisible part.
  const window = maxChars * 4;
  let cut = text.length > window;
  let clean = stripInvisible(cut ? sliceChars(text, window) : text)
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  // Nothing readable: no notes either, so the caller can tell an empty file.
  if (!clean) return "";
  if (clean.length > maxChars) {
    clean = sliceChars(clean, maxChars).trimEnd();
    cut = true;
  }
  const notes = [
    ...(note ? [note] : []),
    ...(cut ? [`[Hinweis: Der Text wurde nach ${formatCount(maxChars)} Zeichen gekürzt.]`] : []),
  ];
  return notes.length > 0 ? `${clean}\n\n${notes.join("\n")}` : clean;
}

/** The first `max` UTF-16 units, without splitting a surrogate pair. */
export function sliceChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** 50000 → "50 000" (Swiss style uses a thin space or apostrophe; a space reads everywhere). */
function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}
