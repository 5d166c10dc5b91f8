// The engine writes fractions plainly ("3/4 + 1/8") so its words also work when spoken. In the
// chat, Markdown with KaTeX renders them as real fractions, like a hosted model's LaTeX.
// A fraction is digits/digits standing alone: not inside dates (22/11/2026), URLs or words.
const FRACTION = /(?<![\w/.,'])(\d{1,6})\s*\/\s*(\d{1,6})(?![\w/]|[.,]\d)/g;

export function withMathNotation(text: string): string {
  return text.replace(
    FRACTION,
    (_match, numerator: string, denominator: string) => `$\\frac{${numerator}}{${denominator}}$`,
  );
}

/** Spoken replies (voice sessions) keep plain text; `format: "speech"` in the context says so. */
export function wantsSpeech(providerOptions: { lernfunke?: unknown } | undefined): boolean {
  const raw = providerOptions?.lernfunke;
  return typeof raw === "object" && raw !== null && (raw as { format?: unknown }).format === "speech";
}
