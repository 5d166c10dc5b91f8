// Numbers as pupils type them: "3,5" and "3.5", "1'000", "−4", "7/8", "1 1/2", "\frac{7}{8}",
// "x = 4", "x=4" or just "4". A dot or a comma followed by digits is a decimal separator;
// the apostrophe is the Swiss thousands separator. "1.000" therefore reads as 1 (a pupil who
// writes a decimal point is far more common in exercises than a thousands dot).
import { add, type Rational, rational } from "./rational.ts";

const NUM = String.raw`-?\d+(?:'\d{3})*(?:[.,]\d+)?`;
const VALUE_RE = new RegExp(
  String.raw`(?:(-?\d+)\s+(\d+)\s*/\s*(\d+)(?!\d))|(${NUM})(?:\s*/\s*(${NUM}))?`,
  "g",
);

/** Unicode minus, LaTeX fractions, dollar signs and "a : b" made plain. */
export function cleanMath(input: string): string {
  return input
    .replace(/[−–]/g, "-")
    .replace(/[’`´]/g, "'")
    .replace(/\\d?frac\s*\{([^}]*)\}\s*\{([^}]*)\}/g, "($1)/($2)")
    .replace(/\$/g, "")
    .replace(/\\cdot|·|×|⋅/g, "*")
    .replace(/÷/g, "/")
    .replace(/(\d)\s*:\s*(\d)/g, "$1/$2")
    .replace(/\((-?\d+(?:[.,]\d+)?)\)/g, "$1");
}

/** One number token in German or English notation. */
export function parseNumberToken(token: string): Rational | null {
  const t = token.replace(/'/g, "").replace(",", ".").trim();
  if (!/^-?\d+(?:\.\d+)?$/.test(t)) return null;
  const [whole = "0", frac = ""] = t.replace("-", "").split(".");
  const sign = t.startsWith("-") ? -1 : 1;
  const d = 10 ** frac.length;
  return rational(sign * (Number(whole) * d + Number(frac || 0)), d);
}

/** Every number or fraction in the text, in order. */
export function findValues(input: string): Rational[] {
  const out: Rational[] = [];
  for (const m of cleanMath(input).matchAll(VALUE_RE)) {
    if (m[1] && m[2] && m[3]) {
      const whole = Number(m[1]);
      const part = rational(Number(m[2]), Number(m[3]) || 1);
      out.push(whole < 0 ? rational(whole * part.d - part.n, part.d) : add(rational(whole), part));
      continue;
    }
    const a = m[4] ? parseNumberToken(m[4]) : null;
    if (!a) continue;
    const b = m[5] ? parseNumberToken(m[5]) : null;
    out.push(b && b.n !== 0 ? rational(a.n * b.d, a.d * b.n) : a);
  }
  return out;
}

/**
 * The value a pupil proposes: the part after the last "=" (so "x = 4" and "3/4 + 1/8 = 7/8"
 * work), then the last number or fraction in it. Null when there is none.
 */
export function parseAnswer(input: string): Rational | null {
  const text = cleanMath(input);
  const afterEquals = text.includes("=") ? text.slice(text.lastIndexOf("=") + 1) : text;
  const values = findValues(afterEquals);
  return values.at(-1) ?? null;
}
