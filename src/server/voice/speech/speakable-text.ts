import { renderReply } from "./reply-tree.ts";

// What the offline voice (eSpeak NG, offline-voice.ts) is given to read. The tutor writes
// Markdown and LaTeX for the screen; read literally, eSpeak says "Dollar x Dollar",
// "Backslash frac", "Nummer" for "#", and reads "3/4" as "drei vier". The rules, in order:
//   1. invisible and control characters, emoji and bare URLs go; line breaks become pauses
//   2. Markdown, parsed once into a tree (reply-tree.ts, decision 030; the transcript's
//      agent/plain-text.ts renders the same tree): links and images keep their text; heading,
//      quote and bullet marks, emphasis, backticks and HTML tags go; numbered lists keep their
//      numbers; each block becomes a line. Table pipes (no GFM tables) and stray marks go later
//   3. LaTeX, in math nodes and in running text: \frac{a}{b} → a/b (then rule 4), \sqrt{x} →
//      "Wurzel aus x", \cdot and \times → "mal", \div → "geteilt durch", \pi → "Pi",
//      \le/\ge/\neq/\approx → words; other commands lose their backslash (\alpha → alpha) or go
//      (\left, \text …); $ and braces go
//   4. numbers: 1'000 → 1000 (the Swiss thousands mark is read as a pause otherwise);
//      n/d → "n Viertel" for d = 2…12, 20, 100, 1000 ("ein halb", "3 Halbe"), else "n durch d";
//      x^2 and x² → "x hoch 2"; 3 · 4, 3 * 4 → "mal"; 12 : 4 → "geteilt durch" (not 14:30 Uhr,
//      not "Schritt 1: 3");
//      3 - 2 → "minus" (only between digits: elsewhere " - " is a dash); = < > ~ → words
//   5. help numbers (decision 019): in a sentence about getting help (147.ch, Pro Juventute, a
//      call, an SMS, Sanität, Polizei) 147, 144 and 117 are read digit by digit with pauses,
//      "eins, vier, sieben", so a child in distress can take the number down; 147.ch is read
//      "eins, vier, sieben Punkt c h"
// eSpeak itself reads −, +, %, ≤, ≥, ≈, √ and "3,5" correctly (checked with `espeak-ng -x`).
// Apart from the parse, everything is plain string replacement: no markup reaches eSpeak, which
// is started without its SSML option (-m), so "<" is never a tag.

const DENOMINATORS: Record<string, string> = {
  "3": "Drittel",
  "4": "Viertel",
  "5": "Fünftel",
  "6": "Sechstel",
  "7": "Siebtel",
  "8": "Achtel",
  "9": "Neuntel",
  "10": "Zehntel",
  "11": "Elftel",
  "12": "Zwölftel",
  "20": "Zwanzigstel",
  "100": "Hundertstel",
  "1000": "Tausendstel",
};

const LATEX_WORDS: Record<string, string> = {
  cdot: " mal ",
  times: " mal ",
  div: " geteilt durch ",
  pm: " plus minus ",
  le: " kleiner oder gleich ",
  leq: " kleiner oder gleich ",
  ge: " grösser oder gleich ",
  geq: " grösser oder gleich ",
  neq: " ungleich ",
  ne: " ungleich ",
  approx: " ungefähr ",
  pi: " Pi ",
  infty: " unendlich ",
  degree: " Grad ",
  circ: " Grad ",
};
const LATEX_SILENT = new Set([
  "left",
  "right",
  "text",
  "mathrm",
  "mathbf",
  "textbf",
  "textit",
  "mathit",
  "operatorname",
  "displaystyle",
  "quad",
  "qquad",
  "cdots",
  "ldots",
  "dots",
]);

export function speakableText(text: string): string {
  // 1. invisible characters (zero-width, bidi controls), control characters, emoji
  let t = text.normalize("NFC");
  t = t.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g, "");
  t = t.replace(/[^\P{Cc}\n]/gu, " ");
  t = t.replace(/\p{Extended_Pictographic}\uFE0F?/gu, " ");
  // 2. and 3. Markdown as a tree (reply-tree.ts): its marks go, its text and LaTeX are read
  const help = HELP_CONTEXT.test(t);
  t = renderReply(t, {
    text: (value) => latexToWords(helpNumbers(value.replace(/https?:\/\/\S+/g, " "), help)),
    math: latexToWords,
    code: (value) => value,
  });
  // 4. numbers and operators, over the whole reply (a fraction's digits may come from LaTeX)
  t = t.replace(/^[ \t]*•[ \t]+/gm, "");
  t = t.replace(/(\d)['’](?=\d{3}(?!\d))/g, "$1");
  t = t.replace(/(?<![\d/.,])(\d{1,4})\s*\/\s*(\d{1,4})(?![\d/])/g, (_, n: string, d: string) =>
    fraction(n, d),
  );
  t = t.replace(/\s*\^\s*\(?(-?\w+)\)?/g, " hoch $1 ");
  t = t.replace(/²/g, " hoch 2 ").replace(/³/g, " hoch 3 ");
  t = t.replace(/(\d)\s*[*·⋅×]\s*(?=\d)/g, "$1 mal ");
  t = t.replace(/[·⋅×]/g, " mal ");
  // "12 : 4" and "12:4" divide; "Schritt 1: 3/4" is a label (a space after the colon only).
  t = t.replace(/(\d)(?:\s+:\s*|:)(?=\d)(?!\d*\s*Uhr)/g, "$1 geteilt durch ");
  t = t.replace(/(\d)\s+[-–]\s+(?=\d)/g, "$1 minus ");
  t = t.replace(/\s*≠\s*/g, " ungleich ");
  t = t.replace(/\s*=\s*/g, " gleich ");
  t = t.replace(/\s*<\s*/g, " kleiner als ").replace(/\s*>\s*/g, " grösser als ");
  t = t.replace(/~~/g, " ").replace(/\s*~\s*/g, " ungefähr ");
  t = t.replace(/\s*[→⇒]\s*/g, ", ");
  t = t.replace(/π/g, " Pi ");
  // 2 (rest). marks the parser left as text (a lone `*`, `#`), table pipes (no GFM tables)
  t = t.replace(/[*_`#]+/g, " ");
  t = t.replace(/\s*\|\s*/g, ", ");
  // line breaks: a pause, unless the line already ends with one
  t = t.replace(/([.!?:;,])?[ \t]*\n\s*/g, (_, mark: string | undefined) => (mark ? `${mark} ` : ". "));
  return t
    .replace(/[ \t]+/g, " ")
    .replace(/\s+([.,!?;:])/g, "$1")
    .replace(/^[\s,.;:]+/, "")
    .replace(/[\s,;:]+$/, "");
}

/** Rule 3: LaTeX in words; in running text too, where a model wrote it without dollars. */
function latexToWords(latex: string): string {
  let t = latex.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_, a: string, b: string) =>
    /^\s*\d+\s*$/.test(a) && /^\s*\d+\s*$/.test(b) ? `${a.trim()}/${b.trim()}` : ` ${a} durch ${b} `,
  );
  t = t.replace(/\\sqrt\s*\{([^{}]*)\}/g, " Wurzel aus $1 ");
  t = t.replace(/\\([a-zA-Z]+)/g, (_, name: string) =>
    LATEX_SILENT.has(name) ? " " : (LATEX_WORDS[name] ?? ` ${name} `),
  );
  t = t.replace(/\\./g, " ");
  return t.replace(/[${}\\]/g, " ");
}

const HELP_CONTEXT = /147\.ch|pro juventute|sanität|polizei|\b(ruf|rufe|anrufen|sms|telefon)\b/i;
const DIGIT_WORDS = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
const slowly = (digits: string) => [...digits].map((d) => DIGIT_WORDS[Number(d)]).join(", ");

/** Rule 5: the help numbers, digit by digit, where the reply is about getting help. */
function helpNumbers(text: string, help: boolean): string {
  if (!help) return text;
  return text
    .replace(/\*{0,2}\b147\.ch\b\*{0,2}/gi, ` ${slowly("147")} Punkt c h `)
    .replace(/(?<![\d.,'’/])\b(147|144|117)\b(?![.,'’/]?\d)/g, (_, n: string) => `, ${slowly(n)}, `);
}

function fraction(n: string, d: string): string {
  if (d === "2") return n === "1" ? " ein halb " : ` ${n} Halbe `;
  const word = DENOMINATORS[d];
  if (!word) return ` ${n} durch ${d} `;
  return n === "1" ? ` ein ${word} ` : ` ${n} ${word} `;
}

/**
 * Cuts text into pieces of at most `max` characters for one eSpeak run each: at sentence ends
 * where possible, else at the last space, else hard.
 */
export function splitForSpeech(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const sentence of text.split(/(?<=[.!?;:])\s+/)) {
    let s = sentence;
    while (s.length > max) {
      const cut = s.lastIndexOf(" ", max);
      const at = cut > max / 2 ? cut : max;
      if (current) pieces.push(current);
      current = "";
      pieces.push(s.slice(0, at).trim());
      s = s.slice(at).trim();
    }
    if (!s) continue;
    if (current && current.length + 1 + s.length > max) {
      pieces.push(current);
      current = s;
    } else {
      current = current ? `${current} ${s}` : s;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
