import { stripInvisible } from "#shared/format/invisible.ts";

// Pupils write fast, in dialect and with typos. Before matching, every text (and every pattern
// word) goes through the same normalisation, so "Dr Papi schlääät mi!!", "dr papi schlat mi" and
// "Dr Papi schlaegt mi" meet: lower case; ä/ae, ö/oe, ü/ue all become the plain vowel (pupils
// write all three) and ß becomes ss; other accents are dropped; emojis that stand for a method
// or for pain become words (EMOJI_WORDS); anything else that is not a letter or digit becomes a
// space; runs of one letter collapse to one ("umbriiingen", "missbraucht" → "umbringen",
// "misbraucht").
export function normaliseForCrisis(text: string): string {
  let t = stripInvisible(text).toLowerCase();
  for (const [emoji, word] of EMOJI_WORDS) t = t.replaceAll(emoji, ` ${word} `);
  return t
    .replaceAll("ß", "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/([aou])e/g, "$1")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/([a-z])\1+/g, "$1")
    .trim();
}

/** Emojis pupils use for a method, for pain or for death, as the words they stand for. */
const EMOJI_WORDS: [string, string][] = [
  ["💊", "tabletten"],
  ["🔪", "messer"],
  ["🗡", "messer"],
  ["🩸", "blut"],
  ["🪢", "strick"],
  ["⚰", "sarg"],
  ["🪦", "grab"],
  ["💀", "tot"],
  ["☠", "tot"],
  ["🌉", "brucke"],
  ["🚆", "zug"],
  ["🚂", "zug"],
  ["🔫", "pistole"],
  ["🤮", "kotzen"],
  ["💔", "traurig"],
  ["😭", "weinen"],
];

/**
 * Compiles a phrase into a regular expression over normalised text (padded with one space on
 * each side). Words are separated by spaces; in a word:
 *   `a|b`   alternatives              `*`   any letters (a stem: "umbring*", "selbs*mord")
 *   `[a|b]` an optional word           `~`   a gap of up to three words, `~~` of up to eight
 *   `a_b`   two words in one alternative ("kill_myself|want_to_die")
 * Pattern words go through normaliseForCrisis too, so they may be written in normal spelling.
 */
export function phrase(source: string): RegExp {
  const parts = source
    .trim()
    .split(/\s+/)
    .map((token) => {
      if (token === "~") return "(?:\\S+ ){0,3}";
      if (token === "~~") return "(?:\\S+ ){0,8}";
      const optional = token.startsWith("[") && token.endsWith("]");
      const words = (optional ? token.slice(1, -1) : token).split("|").map(wordPattern);
      const group = `(?:${words.join("|")}) `;
      return optional ? `(?:${group})?` : group;
    });
  return new RegExp(` ${parts.join("")}`);
}

/**
 * Each alternative's pattern, once: the lexicons share their word lists (FILL, FAMILY, I …), so
 * the same alternatives come back thousands of times while the rules are built at start-up, and
 * normalising each again cost most of that time (issue 21, cold start). Emptied once the
 * modules that build rules have loaded (they do so synchronously), so the idle server does not
 * hold its 17 000 entries.
 */
const wordPatterns = new Map<string, string>();

function wordPattern(alternative: string): string {
  let pattern = wordPatterns.get(alternative);
  if (pattern === undefined) {
    if (wordPatterns.size === 0) setTimeout(() => wordPatterns.clear(), 0).unref();
    pattern = alternative
      .split("_")
      .map((word) =>
        word
          .split("*")
          .map((piece) => normaliseForCrisis(piece).replaceAll(" ", ""))
          .join("[a-z0-9]*"),
      )
      .join(" ");
    wordPatterns.set(alternative, pattern);
  }
  return pattern;
}

/** Normalised text, padded so that every word has a space on both sides. */
export function padded(text: string): string {
  return ` ${normaliseForCrisis(text)} `;
}
