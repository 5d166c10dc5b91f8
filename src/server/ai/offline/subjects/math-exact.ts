// Tasks with mixed numbers or with fractions times or divided ("1 1/2 + 3/4", "3/4 : 1 1/2"),
// computed exactly as integer fractions, and the answer a pupil states together with a task
// ("Was ist 12 mal 7? Ich denke 84"). The other task kinds keep their own exercises in math.ts.
import { findValues, parseAnswer } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { add, div, equals, formatFraction, lcm, mul, type Rational, sub } from "../rational.ts";

const OPERAND = String.raw`\d+\s+\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d+(?:[.,]\d+)?`;
const TASK_RE = new RegExp(String.raw`(${OPERAND})\s*([-+*:])\s*(${OPERAND})`);
const SYMBOL = { "+": "+", "-": "−", "*": "·", ":": ":" } as const;
type Op = keyof typeof SYMBOL;

/** German operator words and symbols to "+ - * :", keeping "/" as the fraction bar. */
function plainOperators(text: string): string {
  return text
    .replace(/\b(?:aufgabe|nr\.?|nummer)\s*\d+[a-z]?\s*:/gi, " ") // "Aufgabe 3:" numbers a task, it does not divide
    .replace(/[−–]/g, "-")
    .replace(/geteilt durch|dividiert durch/gi, ":")
    .replace(/÷/g, ":")
    .replace(/\bmal\b/gi, "*")
    .replace(/[×·⋅]/g, "*")
    .replace(/\bplus\b/gi, "+")
    .replace(/\bminus\b/gi, "-");
}

const isMixed = (operand: string) => /^\d+\s+\d/.test(operand);
const isFraction = (operand: string) => operand.includes("/");

/** "1 1/2", "3/4" or "2,5" as an exact fraction; null for a zero denominator. */
function operandValue(operand: string): Rational | null {
  const [value] = findValues(operand);
  return value ?? null;
}

function compute(a: Rational, op: Op, b: Rational): Rational | null {
  if (op === ":" && b.n === 0) return null;
  return { "+": add, "-": sub, "*": mul, ":": div }[op](a, b);
}

/** "23/20 = 1 3/20" for an improper fraction, else the fraction alone. */
function withMixed(r: Rational): string {
  const whole = Math.trunc(r.n / r.d);
  if (r.d === 1 || whole === 0) return formatFraction(r);
  return `${formatFraction(r)} = ${whole} ${Math.abs(r.n % r.d)}/${r.d}`;
}

function firstHint(op: Op, a: Rational, b: Rational): string {
  if (op === "*") return "Beim Malrechnen mit Brüchen nimmst du Zähler mal Zähler und Nenner mal Nenner.";
  if (op === ":")
    return "Durch einen Bruch teilen heisst: mit seinem Kehrwert malnehmen. Wie heisst der Kehrwert?";
  return `Mach die Nenner gleich: Ein gemeinsamer Nenner ist ${lcm(a.d, b.d)}. Wie heissen die beiden Brüche dann?`;
}

/**
 * An exact exercise when the task has a mixed number, or multiplies or divides fractions;
 * null otherwise (whole numbers and "3/4 + 1/8" have richer exercises in math.ts).
 */
export function exactFractionTask(input: string): Exercise | null {
  const m = TASK_RE.exec(plainOperators(input));
  const [, left = "", opText = "", right = ""] = m ?? [];
  const op = opText as Op;
  const mixed = isMixed(left) || isMixed(right);
  const fractionProduct = (op === "*" || op === ":") && (isFraction(left) || isFraction(right));
  if (!m || !(mixed || fractionProduct)) return null;
  const a = operandValue(left);
  const b = operandValue(right);
  const result = a && b ? compute(a, op, b) : null;
  if (!a || !b || !result) return null;

  const task = `${left.replace(/\s+/g, " ")} ${SYMBOL[op]} ${right.replace(/\s+/g, " ")}`;
  const improper = `${formatFraction(a)} ${SYMBOL[op]} ${formatFraction(b)}`;
  const hints: [string, ...string[]] = mixed
    ? [
        "Verwandle die gemischten Zahlen zuerst in Brüche: Ganze mal Nenner plus Zähler gibt den neuen Zähler.",
        `Als Brüche heisst die Aufgabe ${improper}. ${firstHint(op, a, b)}`,
      ]
    : [firstHint(op, a, b), `Rechne ${improper} Schritt für Schritt und kürze am Schluss.`];

  function check(answer: string): CheckResult {
    const proposed = parseAnswer(answer);
    if (!proposed) return { kind: "none" };
    if (equals(proposed, result as Rational)) {
      const written = /(\d+)\s*\/\s*(\d+)(?![\s\S]*\d)/.exec(answer);
      const reducible = written && Number(written[2]) !== (result as Rational).d;
      return reducible
        ? { kind: "correct", note: `Du kannst noch kürzen: ${formatFraction(result as Rational)}.` }
        : { kind: "correct" };
    }
    return { kind: "wrong" };
  }

  return {
    prompt: `Was gibt ${task}?`,
    hints,
    solution: `${task}\n= ${improper}\n= ${withMixed(result)}`,
    check,
    topic: "Brüche",
  };
}

/**
 * A task and the pupil's own answer in one message: the answer is what follows the first "?"
 * ("Was ist 12 mal 7? Ich denke 84"), or what follows "=" when there is no unknown ("12 · 7 = 84").
 */
export function splitStatedAnswer(input: string): { task: string; answer: string | null } {
  const question = input.indexOf("?");
  if (question >= 0) {
    const answer = input.slice(question + 1);
    if (findValues(answer).length > 0) return { task: input.slice(0, question + 1), answer };
    // "1/2 + 1/3 = 2/5, oder?": nothing after the "?", so the answer may follow an "=".
  }
  // "3x + 5 = 20, also ist x = 5": the last "x = …" after an equation is the pupil's answer.
  const solved = [...input.matchAll(/\bx\s*=\s*[-−]?\s*\d[\d.,/]*/gi)].at(-1);
  if (solved?.index && input.slice(0, solved.index).includes("=")) {
    return { task: input.slice(0, solved.index), answer: solved[0] };
  }
  const equalsAt = input.lastIndexOf("=");
  // An unknown makes "=" part of an equation ("2x + 3 = 11"), not the pupil's answer.
  if (equalsAt < 0 || /\bx\b|\dx/i.test(input)) return { task: input, answer: null };
  const answer = input.slice(equalsAt + 1);
  return findValues(answer).length > 0
    ? { task: input.slice(0, equalsAt), answer }
    : { task: input, answer: null };
}
