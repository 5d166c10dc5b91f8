// Kopfrechnen ("13 · 6", "144 : 12", "3 · (12 + 8)"): mathjs evaluates; every sub-result and
// the usual decomposition parts count as correct intermediate steps.
import { type MathNode, parse } from "mathjs";
import { cleanMath, parseAnswer } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { equals, formatDecimal, fromNumber, type Rational } from "../rational.ts";

const ARITHMETIC_CHARS = /^[0-9+\-*/().\s]+$/;

/** German operator words and Swiss symbols to mathjs syntax: "7 mal 8" → "7 * 8". */
export function toMathSyntax(text: string): string {
  return cleanMath(text)
    .toLowerCase()
    .replace(/geteilt durch|durch/g, "/")
    .replace(/\bmal\b/g, "*")
    .replace(/\bplus\b/g, "+")
    .replace(/\bminus\b/g, "-")
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/(\d)\s*x\s*(\d)/g, "$1*$2")
    .trim();
}

function value(node: MathNode): Rational | null {
  const v = Number(node.evaluate());
  return Number.isFinite(v) ? fromNumber(v) : null;
}

const show = (text: string) => text.replace(/\*/g, "·").replace(/\//g, ":");

export function arithmeticExercise(text: string): Exercise | null {
  const expr = toMathSyntax(text);
  if (!ARITHMETIC_CHARS.test(expr) || !/\d\s*[-+*/]\s*[\d(]|\)\s*[-+*/]/.test(expr)) return null;
  let root: MathNode;
  try {
    root = parse(expr);
  } catch {
    return null;
  }
  const computed = value(root);
  if (!computed) return null;
  const result: Rational = computed;
  const steps: Rational[] = [];
  root.traverse((node) => {
    if (node !== root && node.type === "OperatorNode") {
      const v = value(node);
      if (v) steps.push(v);
    }
  });
  const task = show(root.toString());
  const binary = /^\s*(\d+)\s*([-+*/])\s*(\d+)\s*$/.exec(expr);
  let hints: [string, ...string[]] = [
    "Was rechnest du zuerst? Denk an die Regeln: Klammern zuerst, dann Punkt vor Strich.",
    "Rechne einen Teil nach dem anderen und schreib mir das Zwischenresultat.",
  ];
  let solution = `${task} = ${formatDecimal(result)}`;
  if (binary) {
    const a = Number(binary[1]);
    const op = binary[2];
    const b = Number(binary[3]);
    const tens = Math.floor(b / 10) * 10;
    const ones = b - tens;
    if ((op === "+" || op === "-") && tens > 0 && ones > 0) {
      const first = op === "+" ? a + tens : a - tens;
      steps.push(fromNumber(first));
      hints = [
        "Wie kannst du die Rechnung in kleinere Schritte zerlegen?",
        `Zerlege ${b} in ${tens} und ${ones}: Rechne zuerst ${a} ${op} ${tens}.`,
        `${a} ${op} ${tens} = ${first}. Und jetzt noch ${first} ${op} ${ones} = ?`,
      ];
      solution = `1. ${a} ${op} ${tens} = ${first}\n2. ${first} ${op} ${ones} = ${formatDecimal(result)}`;
    } else if (op === "*" && b > 10 && ones > 0) {
      steps.push(fromNumber(a * tens), fromNumber(a * ones));
      hints = [
        "Wie kannst du die Malrechnung in kleinere Schritte zerlegen?",
        `Zerlege ${b} in ${tens} und ${ones}: ${a} · ${tens} und ${a} · ${ones}.`,
        `${a} · ${tens} = ${a * tens} und ${a} · ${ones} = ${a * ones}. Zusammen gibt das?`,
      ];
      solution = `1. ${a} · ${tens} = ${a * tens}\n2. ${a} · ${ones} = ${a * ones}\n3. ${a * tens} + ${a * ones} = ${formatDecimal(result)}`;
    } else if (op === "*") {
      hints = [
        `Kennst du eine Malrechnung in der Nähe? Zum Beispiel ${a} · ${Math.max(1, b - 1)} oder ${a} · 10?`,
        `${a} · ${b - 1} = ${a * (b - 1)}. Wie viel musst du noch dazuzählen?`,
      ];
      steps.push(fromNumber(a * (b - 1)));
      solution = `1. ${a} · ${b - 1} = ${a * (b - 1)}\n2. ${a * (b - 1)} + ${a} = ${formatDecimal(result)}`;
    } else if (op === "/") {
      hints = [
        `Welche Zahl mal ${b} gibt ${a}?`,
        `Probier es mit 10 · ${b} = ${10 * b}. Ist das zu viel oder zu wenig?`,
      ];
      solution = `${formatDecimal(result)} · ${b} = ${a}, also ${a} : ${b} = ${formatDecimal(result)}`;
    }
  }

  function check(input: string): CheckResult {
    const proposed = parseAnswer(input);
    if (!proposed) return { kind: "none" };
    if (equals(proposed, result)) return { kind: "correct" };
    if (steps.some((s) => equals(s, proposed))) {
      return {
        kind: "step",
        text: `Genau, ${formatDecimal(proposed)} ist ein richtiges Zwischenresultat. Wie geht es weiter?`,
      };
    }
    const off = Math.abs(proposed.n / proposed.d - result.n / result.d);
    if (off > 0 && off <= 2)
      return { kind: "wrong", text: "Knapp daneben! Prüf deine Rechnung noch einmal." };
    return { kind: "wrong" };
  }

  return { prompt: `Was gibt ${task}?`, hints, solution, check };
}
