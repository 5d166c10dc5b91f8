import { renderReply } from "#server/voice/speech/reply-tree.ts";
import { stripInvisible } from "#shared/format/invisible.ts";

// The tutor's reply as the voice screen's transcript shows it (agent_response). The voice prompt
// asks for plain spoken sentences, but a hosted model may still write Markdown or LaTeX, and the
// transcript shows text as it is (no Markdown renderer): so no Markdown marks and no LaTeX,
// fractions as 3/4, roots as √, symbols as characters. One renderer over the parsed reply
// (speech/reply-tree.ts, decision 030); what the voice reads is speech/speakable-text.ts, the
// other renderer over the same tree (fractions and symbols in words).

const LATEX_SYMBOLS: Record<string, string> = {
  cdot: "·",
  times: "×",
  div: ":",
  pm: "±",
  mp: "∓",
  le: "≤",
  leq: "≤",
  ge: "≥",
  geq: "≥",
  neq: "≠",
  ne: "≠",
  approx: "≈",
  pi: "π",
  infty: "∞",
  degree: "°",
  circ: "°",
  rightarrow: "→",
  to: "→",
  Rightarrow: "⇒",
  quad: " ",
  qquad: " ",
};

/** LaTeX as plain text: fractions a/b, roots √(x), symbols as characters; no \\ or braces. */
function latexToPlain(latex: string): string {
  let out = latex;
  // Innermost first, so nested fractions and roots resolve from the inside out.
  for (let i = 0; i < 5; i++) {
    const before = out;
    out = out
      .replace(
        /\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g,
        (_m, a: string, b: string) => `${group(a)}/${group(b)}`,
      )
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, (_m, a: string) => `√${group(a)}`)
      .replace(/\\(?:text|mathrm|mathbf|textbf|mathit|operatorname)\s*\{([^{}]*)\}/g, "$1")
      .replace(/\^\{([^{}]*)\}/g, "^$1")
      .replace(/_\{([^{}]*)\}/g, "_$1");
    if (out === before) break;
  }
  return out
    .replace(/\\(left|right)\b/g, "")
    .replace(/\\([a-zA-Z]+)/g, (_m, name: string) => LATEX_SYMBOLS[name] ?? name)
    .replace(/\\[,;:! ]/g, " ")
    .replace(/\\([%$&#_{}])/g, "$1")
    .replace(/[{}]/g, "");
}

/** A fraction's part in parentheses when it is more than one number or letter. */
const group = (part: string) => {
  const t = part.trim();
  return /^[\p{L}\d.,]+$/u.test(t) ? t : `(${t})`;
};

/**
 * A paragraph as the transcript shows it. Tables (GFM, which the parser is not given) arrive as
 * paragraphs of `| a | b |` lines: rows become "a, b", the `|---|` line goes. Strikethrough
 * (GFM too) loses its tildes.
 */
function paragraphToPlain(text: string): string {
  return text
    .replace(/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$\n?/gm, "")
    .replace(/^[ \t]*\|(.*)\|[ \t]*$/gm, (_m, cells: string) =>
      cells
        .split("|")
        .map((c) => c.trim())
        .join(", "),
    )
    .replace(/^[ \t]*•[ \t]+/gm, "")
    .replace(/~~(.+?)~~/g, "$1");
}

/** The reply as the transcript shows it. */
export function plainText(text: string): string {
  return renderReply(stripInvisible(text), {
    // LaTeX written without dollars (\frac{1}{2} in running text) is still LaTeX.
    text: latexToPlain,
    math: latexToPlain,
    code: (value) => value,
    block: paragraphToPlain,
  })
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
