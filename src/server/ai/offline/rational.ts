// Exact fractions for checking answers: 7/8, 14/16 and 0,875 are the same value.
export type Rational = { n: number; d: number };

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

export function rational(n: number, d = 1): Rational {
  if (d === 0) throw new RangeError("Nenner 0");
  const sign = d < 0 ? -1 : 1;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** A float as a fraction with a small denominator (continued fractions), for mathjs results. */
export function fromNumber(x: number, maxDen = 10_000): Rational {
  if (Number.isInteger(x)) return rational(x);
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let v = x;
  for (let i = 0; i < 30; i++) {
    const a = Math.floor(v);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDen || Math.abs(x - h1 / k1) < 1e-12) break;
    v = 1 / (v - a);
  }
  return rational(h1, k1);
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);
export const equals = (a: Rational, b: Rational) => a.n * b.d === b.n * a.d;
export const toNumber = (r: Rational) => r.n / r.d;

/** "7/8", "4" or "-1/2". */
export function formatFraction(r: Rational): string {
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}

/** German decimal notation when the value has a short decimal form ("7,5"), else a fraction. */
export function formatDecimal(r: Rational): string {
  const x = r.n / r.d;
  const rounded = Math.round(x * 1000) / 1000;
  if (Math.abs(rounded - x) > 1e-12) return formatFraction(r);
  return String(rounded).replace(".", ",");
}

/** LaTeX inline with the plain form beside it, readable with and without KaTeX. */
export function latexFraction(r: Rational): string {
  if (r.d === 1) return String(r.n);
  const sign = r.n < 0 ? "-" : "";
  return `$${sign}\\frac{${Math.abs(r.n)}}{${r.d}}$`;
}
