// Cuts a reply into sentences while its text deltas arrive, so the first sentence is spoken while
// the tutor still writes the rest. A sentence ends at . ! ? : or ; followed by a space and the
// start of the next word, or at a line break. Not an end: a dot inside a number ("3.5"), after an
// abbreviation ("z. B.", "usw.") or a single letter, before a lowercase word, or after a day
// number before a month ("am 3. Mai"). Pieces shorter than `minChars` wait for the next end, so
// "Ja." and what follows are spoken together; a piece with no end is cut at a comma or space
// once it reaches `maxChars`.

/** Words before a dot that is no sentence end (single letters are covered anyway). */
const ABBREVIATIONS = new Set(
  "bzw ca dh evtl ggf inkl nr usw vgl etc dr hr fr prof st str sog bspw mio mrd min max std jh chr".split(
    " ",
  ),
);
const MONTHS =
  /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)\b/;

export type SentenceSplitterOptions = { minChars?: number; maxChars?: number };

export function createSentenceSplitter({ minChars = 20, maxChars = 300 }: SentenceSplitterOptions = {}) {
  let buffer = "";

  /** The index just after the first sentence end in buffer at or after `from`, or -1. */
  function findEnd(from: number): number {
    for (let i = from; i < buffer.length; i++) {
      const ch = buffer[i] as string;
      if (ch === "\n") return i + 1;
      if (!".!?:;".includes(ch)) continue;
      // Look past any closing marks ("…?» Dann") and the spaces after them.
      let j = i + 1;
      while (j < buffer.length && /[.!?)»"“'”\]]/.test(buffer[j] as string)) j++;
      const afterMarks = j;
      if (j < buffer.length && buffer[j] === "\n") return j + 1;
      if (j >= buffer.length || !/[ \t]/.test(buffer[j] as string)) continue; // "3.5", or not seen yet
      while (j < buffer.length && /[ \t]/.test(buffer[j] as string)) j++;
      if (j >= buffer.length) return -1; // the next word has not arrived yet: decide then
      if (ch === "." && !endsSentence(i, j)) continue;
      return afterMarks;
    }
    return -1;
  }

  /** Whether the dot at `dot` ends a sentence, given that the next word starts at `next`. */
  function endsSentence(dot: number, next: number): boolean {
    const before = /([\p{L}\d]+)$/u.exec(buffer.slice(Math.max(0, dot - 20), dot))?.[1] ?? "";
    const following = buffer.slice(next, next + 12);
    if (/^\p{Ll}/u.test(following)) return false;
    if (/^\p{L}$/u.test(before) || ABBREVIATIONS.has(before.toLowerCase())) return false;
    if (/^\d{1,2}$/.test(before) && MONTHS.test(following)) return false;
    return true;
  }

  /** A cut for a piece that grew past maxChars: after the last comma, else the last space. */
  function forcedCut(): number {
    const window = buffer.slice(0, maxChars);
    const comma = window.lastIndexOf(", ");
    if (comma > minChars) return comma + 1;
    const space = window.lastIndexOf(" ");
    return space > minChars ? space : maxChars;
  }

  function take(end: number): string {
    const piece = buffer.slice(0, end).trim();
    buffer = buffer.slice(end);
    return piece;
  }

  return {
    /** Adds a delta; returns the sentences it completed. */
    push(delta: string): string[] {
      buffer += delta;
      const sentences: string[] = [];
      let from = 0;
      for (;;) {
        const end = findEnd(from);
        if (end === -1) {
          if (buffer.length > maxChars) {
            const piece = take(forcedCut());
            if (piece) sentences.push(piece);
            from = 0;
            continue;
          }
          return sentences;
        }
        if (buffer.slice(0, end).trim().length < minChars) {
          from = end; // too short alone: it joins the next sentence
          continue;
        }
        const piece = take(end);
        if (piece) sentences.push(piece);
        from = 0;
      }
    },
    /** The rest, when the reply is complete. */
    flush(): string | null {
      const rest = buffer.trim();
      buffer = "";
      return rest || null;
    },
  };
}

/** A whole text cut as it would be while streaming. */
export function splitSentences(text: string, options?: SentenceSplitterOptions): string[] {
  const splitter = createSentenceSplitter(options);
  const sentences = splitter.push(text);
  const rest = splitter.flush();
  return rest ? [...sentences, rest] : sentences;
}
