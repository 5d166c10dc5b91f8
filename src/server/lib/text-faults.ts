// What PostgreSQL cannot store, found in the raw text of a request before anything parses it
// (docs/decisions/021-input-boundary.md). PostgreSQL refuses U+0000 in text and the JSON escapes
// \u0000 and unpaired \ud800-\udfff in jsonb; JSON.parse of very deep nesting can overflow the
// stack (RangeError). One linear pass over the text finds all three.

/** Deeper than any body the app's schemas accept (the deepest, a saved preparation, has 4). */
export const MAX_JSON_DEPTH = 64;

export type TextFault = "nul" | "lone_surrogate" | "invalid_utf8" | "too_deep";

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
const BACKSLASH = 0x5c;
const QUOTE = 0x22;

/** The code unit a `\uXXXX` escape at `at` (the backslash) stands for, or -1 when it is none. */
function escapedUnit(text: string, at: number): number {
  if (text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== 0x75) return -1;
  const hex = text.slice(at + 2, at + 6);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? Number.parseInt(hex, 16) : -1;
}

/**
 * The first fault in a request body read as JSON text, or null. It does not check that the text
 * is valid JSON (JSON.parse does that after it); it only makes sure the parse cannot overflow and
 * that no string in it decodes to NUL or half of a surrogate pair.
 */
export function jsonTextFault(text: string, maxDepth = MAX_JSON_DEPTH): TextFault | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return "nul";
    if (isHigh(unit)) {
      if (!isLow(text.charCodeAt(i + 1))) return "lone_surrogate";
      i++;
      continue;
    }
    if (isLow(unit)) return "lone_surrogate";
    if (inString) {
      if (unit === QUOTE) inString = false;
      else if (unit === BACKSLASH) {
        const escaped = escapedUnit(text, i);
        if (escaped === -1) {
          i++; // \" \\ \n and the like: the next unit is the escape's, never a quote.
          continue;
        }
        if (escaped === 0) return "nul";
        if (isLow(escaped)) return "lone_surrogate";
        if (isHigh(escaped)) {
          if (!isLow(escapedUnit(text, i + 6))) return "lone_surrogate";
          i += 6;
        }
        i += 5;
      }
    } else if (unit === QUOTE) inString = true;
    else if (unit === 0x7b || unit === 0x5b) {
      depth++;
      if (depth > maxDepth) return "too_deep";
    } else if (unit === 0x7d || unit === 0x5d) depth--;
  }
  return null;
}

const PERCENT_RUN = /(?:%[0-9a-fA-F]{2})+/g;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The first fault in a URL's path and query: %00, or percent-escapes that are not UTF-8 (Hono
 * would hand a parameter with NUL to the routes, and keeps undecodable ones as they are).
 */
export function urlTextFault(pathAndQuery: string): TextFault | null {
  if (!pathAndQuery.includes("%")) return null;
  for (const [run] of pathAndQuery.matchAll(PERCENT_RUN)) {
    const bytes = Uint8Array.from(run.slice(1).split("%"), (hex) => Number.parseInt(hex, 16));
    if (bytes.includes(0)) return "nul";
    try {
      strictUtf8.decode(bytes);
    } catch {
      return "invalid_utf8";
    }
  }
  return null;
}

/** The body's bytes as text, or null when they are not UTF-8 (a lone surrogate encoded as bytes). */
export function decodeUtf8(bytes: ArrayBuffer): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}
