// Small text helpers for the offline tutor: normalising pupil input, tolerant comparison and a
// stable hash for deterministic variety (no Math.random anywhere in the engine).

/** Lower case, typographic quotes and apostrophes unified, punctuation at the ends removed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/[«»„“”"]/g, "")
    .replace(/ß/g, "ss")
    .replace(/\s+/g, " ")
    .replace(/^[\s.,;:!?]+|[\s.,;:!?]+$/g, "")
    .trim();
}

/** Accents and umlauts folded to plain letters: "élève" → "eleve", "Müller" → "muller". */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Lower case, accents folded, only letters, digits and single spaces: for keyword matching. */
export function keywordText(text: string): string {
  return ` ${foldAccents(normalise(text))
    .replace(/[^a-z0-9%']+/g, " ")
    .trim()} `;
}

/**
 * True when one of the keywords occurs in the text, compared without case and accents.
 * A keyword matches at the start of a word ("bruch" matches "bruchteil"); a keyword ending
 * in a space must be a whole word ("ja " does not match "jahr").
 */
export function hasKeyword(text: string, keywords: readonly string[]): boolean {
  const haystack = keywordText(text);
  return keywords.some((k) => haystack.includes(` ${foldAccents(k.toLowerCase())}`));
}

/** Position of the last keyword occurrence, or -1. */
export function lastKeywordIndex(text: string, keywords: readonly string[]): number {
  const haystack = keywordText(text);
  return Math.max(-1, ...keywords.map((k) => haystack.lastIndexOf(` ${foldAccents(k.toLowerCase())}`)));
}

/** Optimal string alignment distance: Levenshtein plus swapping two neighbouring letters. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** FNV-1a: a stable 32-bit hash, so "random" choices are a pure function of the input. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of the items, chosen by the hash of the seed. */
export function pick<T>(items: readonly [T, ...T[]], seed: string): T {
  return items[hash(seed) % items.length] ?? items[0];
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}
