// Linear equations in x ("2x + 3 = 11", "5x - 2 = 3x + 8", "3(x - 2) = 12"): mathjs evaluates
// both sides, the tutor reads off the linear coefficients, and checks proposals by substitution.
import { parse } from "mathjs";
import { cleanMath, findValues, parseAnswer } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { formatDecimal, fromNumber, type Rational, toNumber } from "../rational.ts";
import { hasKeyword } from "../text.ts";

type Side = (x: number) => number;
type Equation = { left: string; right: string; l: Side; r: Side };

const EQUATION_CHARS = /^[0-9x+\-*/().\s=]+$/;

/** "2x + 3 = 11" as two evaluable sides, or null when it is not an equation in x. */
export function parseEquation(text: string): Equation | null {
  const clean = cleanMath(text)
    .toLowerCase()
    .replace(/(\d),(\d)/g, "$1.$2")
    .trim();
  if (!EQUATION_CHARS.test(clean) || !clean.includes("x")) return null;
  const sides = clean.split("=");
  if (sides.length !== 2) return null;
  const [left = "", right = ""] = sides.map((s) => s.trim());
  try {
    const lc = parse(left).compile();
    const rc = parse(right).compile();
    const l = (x: number) => Number(lc.evaluate({ x }));
    const r = (x: number) => Number(rc.evaluate({ x }));
    if (!Number.isFinite(l(1)) || !Number.isFinite(r(1))) return null;
    return { left, right, l, r };
  } catch {
    return null;
  }
}

/** The single solution of a linear equation, or null (not linear, none, or infinitely many). */
export function solveLinear(eq: Equation): Rational | null {
  const f = (x: number) => eq.l(x) - eq.r(x);
  const slope = f(1) - f(0);
  if (Math.abs(f(2) - f(1) - slope) > 1e-9 || Math.abs(slope) < 1e-12) return null;
  return fromNumber(-f(0) / slope);
}

const num = (x: number) => formatDecimal(fromNumber(x));

/** "2x + 3" with x = -4 → "2·(-4) + 3". */
function substitute(side: string, value: Rational): string {
  const v = value.n < 0 ? `(${formatDecimal(value)})` : formatDecimal(value);
  return side
    .replace(/(\d|\))?\s*x/g, (_m, before: string | undefined) => (before ? `${before}·${v}` : v))
    .replace(/\*/g, "·");
}

function coefficient(a: number): string {
  if (a === 1) return "x";
  if (a === -1) return "-x";
  return `${num(a)}x`;
}

export function equationExercise(text: string): Exercise | null {
  const parsed = parseEquation(text);
  const solved = parsed ? solveLinear(parsed) : null;
  if (!parsed || !solved) return null;
  const eq: Equation = parsed;
  const solution: Rational = solved;
  const task = `${eq.left} = ${eq.right}`.replace(/\*/g, "·");
  const aL = eq.l(1) - eq.l(0);
  const bL = eq.l(0);
  const aR = eq.r(1) - eq.r(0);
  const bR = eq.r(0);
  const a = aL - aR;
  const c = bR - bL;
  const hints: [string, ...string[]] =
    Math.abs(aR) > 1e-12
      ? [
          "Auf beiden Seiten steht ein x. Was machst du zuerst, damit alle x auf einer Seite stehen?",
          `Rechne auf beiden Seiten − ${coefficient(aR)}. Was steht dann da?`,
          `Jetzt steht da ${coefficient(a)} ${bL < 0 ? "−" : "+"} ${num(Math.abs(bL))} = ${num(bR)}. Weiter wie immer: zuerst die Zahl weg, dann teilen.`,
        ]
      : Math.abs(bL) > 1e-12
        ? [
            `Was machst du zuerst? Das x soll am Ende allein stehen – was stört neben ${coefficient(aL)}?`,
            `Rechne auf beiden Seiten ${bL > 0 ? `− ${num(bL)}` : `+ ${num(-bL)}`}. Was steht dann da?`,
            `Jetzt steht da ${coefficient(a)} = ${num(c)}. ${a === 1 ? "Was ist also x?" : `Teile beide Seiten durch ${num(a)}.`}`,
          ]
        : [
            `Das x wird mit ${num(aL)} malgenommen. Was ist die Umkehrung davon?`,
            `Teile beide Seiten durch ${num(aL)}. Was bekommst du für x?`,
          ];
  const probe = `${substitute(eq.left, solution)} = ${num(eq.l(toNumber(solution)))}`;
  const worked = [
    `1. Aufgabe: ${task}`,
    `2. Alle x auf eine Seite, alle Zahlen auf die andere: ${coefficient(a)} = ${num(c)}`,
    `3. Durch ${num(a)} teilen: x = ${formatDecimal(solution)}`,
    `4. Probe: ${probe} ✓`,
  ].join("\n");

  function check(input: string): CheckResult {
    const asEquation = parseEquation(input);
    const isAssignment = /^\s*x\s*=\s*[-−]?\s*[\d.,/\s]+$/i.test(cleanMath(input).trim());
    if (asEquation && !isAssignment) {
      const same = solveLinear(asEquation);
      if (same && Math.abs(toNumber(same) - toNumber(solution)) < 1e-9) {
        return {
          kind: "step",
          text: `Das ist ein richtiger Zwischenschritt: ${input.trim()}. Wie geht es weiter?`,
        };
      }
      return {
        kind: "wrong",
        text: "Beim Umformen ist etwas schiefgegangen. Denk daran: Was du links rechnest, rechnest du auch rechts.",
      };
    }
    const numbers = findValues(input);
    const mentioned = numbers.at(-1);
    if (mentioned && Math.abs(bL) > 1e-12 && Math.abs(Math.abs(toNumber(mentioned)) - Math.abs(bL)) < 1e-9) {
      const opWords = bL > 0 ? ["minus", "abzieh", "subtrah", "weg"] : ["plus", "addier", "dazu"];
      const signed =
        hasKeyword(input, ["rechne", "beiden"]) && Math.sign(toNumber(mentioned)) === -Math.sign(bL);
      if (hasKeyword(input, opWords) || signed) {
        return {
          kind: "step",
          text: `Genau, so wird die ${num(Math.abs(bL))} links weggerechnet. Was steht dann da?`,
        };
      }
    }
    if (
      mentioned &&
      hasKeyword(input, ["durch", "teil", "dividier"]) &&
      Math.abs(toNumber(mentioned) - a) < 1e-9
    ) {
      return { kind: "step", text: `Richtig, durch ${num(a)} teilen. Was bekommst du dann für x?` };
    }
    const value = parseAnswer(input);
    if (!value) return { kind: "none" };
    const x = toNumber(value);
    const left = eq.l(x);
    const right = eq.r(x);
    const shown = `${substitute(eq.left, value)} = ${num(left)}`;
    if (Math.abs(left - right) < 1e-9) {
      return { kind: "correct", note: `Die Probe zeigt es: ${shown} ✓` };
    }
    return {
      kind: "wrong",
      text: `Machen wir die Probe mit x = ${formatDecimal(value)}: ${shown}, aber rechts steht ${num(right)}. Das passt noch nicht.`,
    };
  }

  return { prompt: `Löse die Gleichung ${task}. Was ist x?`, hints, solution: worked, check };
}
