// Kopfrechnen ("13 · 6", "144 : 12", "3 · (12 + 8)"): mathjs evaluates; every sub-result and
// the usual decomposition parts count as correct intermediate steps.
import { type MathNode, parse } from "mathjs";
import { cleanMath, parseAnswer } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { equals, formatDecimal, fromNumber, type Rational } from "../rational.ts";

const ARITHMETIC_CHARS = /^[0-9+\-*/^().\s]+$/;

/** German operator words and Swiss symbols to mathjs syntax: "7 mal 8" → "7 * 8". */
export function toMathSyntax(text: string): string {
  return (
    cleanMath(text)
      .toLowerCase()
      .replace(/geteilt durch|durch/g, "/")
      .replace(/\bmal\b/g, "*")
      .replace(/\bplus\b/g, "+")
      .replace(/\bminus\b/g, "-")
      .replace(/(\d),(\d)/g, "$1.$2")
      .replace(/(\d)\s*x\s*(\d)/g, "$1*$2")
      // Powers: "2 hoch 5", "7²"
      .replace(/(\d)\s*hoch\s*(\d)/g, "$1^$2")
      .replace(/(\d)²/g, "$1^2")
      .replace(/(\d)³/g, "$1^3")
      .trim()
  );
}

function value(node: MathNode): Rational | null {
  const v = Number(node.evaluate());
  return Number.isFinite(v) ? fromNumber(v) : null;
}

// Swiss notation for the pupil: "·", ":" and the decimal comma ("2,5 + 0,75").
const show = (text: string) =>
  text
    .replace(/\*/g, "·")
    .replace(/\//g, ":")
    .replace(/(\d)\.(\d)/g, "$1,$2")
    .replace(/\s*\^\s*/g, " hoch ");

/** "9 Rest 2", "9 R 2" or "9 R. 2": a division answer with a remainder, else null. */
function withRemainder(input: string): [number, number] | null {
  const m = /(\d+)\s*(?:rest|r\b\.?)\s*(\d+)/i.exec(input);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function arithmeticExercise(text: string): Exercise | null {
  const expr = toMathSyntax(text);
  if (!ARITHMETIC_CHARS.test(expr) || !/\d\s*[-+*/^]\s*-?\s*[\d(]|\)\s*[-+*/^]/.test(expr)) return null;
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
  const binary = /^\s*(\d+)\s*([-+*/^])\s*(\d+)\s*$/.exec(expr);
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
    } else if (op === "^" && b >= 2 && b <= 10) {
      const factors = Array.from({ length: b }, () => String(a)).join(" · ");
      for (let k = 2; k < b; k++) steps.push(fromNumber(a ** k));
      hints = [
        `${a} hoch ${b} heisst: ${b}-mal die ${a} malnehmen, also ${factors}. Nicht ${a} · ${b}!`,
        `Rechne Schritt für Schritt: ${a} · ${a} = ${a * a}, dann wieder · ${a} …`,
      ];
      solution = `${factors} = ${formatDecimal(result)}`;
    } else if (op === "/" && a % b !== 0) {
      const q = Math.floor(a / b);
      hints = [
        `Welche Zahl aus der ${b}er-Reihe ist gerade noch kleiner als ${a}? Du kannst mit Rest antworten, zum Beispiel «3 Rest 2».`,
        `${q} · ${b} = ${q * b}. Wie viel bleibt bis ${a} übrig?`,
      ];
      steps.push(fromNumber(q * b));
      solution = `${q} · ${b} = ${q * b}, ${a} − ${q * b} = ${a - q * b}, also ${a} : ${b} = ${q} Rest ${a - q * b} (= ${formatDecimal(result)})`;
    } else if (op === "/") {
      hints = [
        `Welche Zahl mal ${b} gibt ${a}?`,
        `Probier es mit 10 · ${b} = ${10 * b}. Ist das zu viel oder zu wenig?`,
      ];
      solution = `${formatDecimal(result)} · ${b} = ${a}, also ${a} : ${b} = ${formatDecimal(result)}`;
    }
  }

  const division = binary?.[2] === "/" ? { a: Number(binary[1]), b: Number(binary[3]) } : null;

  function check(input: string): CheckResult {
    const rest = division ? withRemainder(input) : null;
    if (division && rest) {
      const [q, r] = rest;
      const right = q * division.b + r === division.a && r < division.b;
      if (right) return { kind: "correct", note: `Probe: ${q} · ${division.b} + ${r} = ${division.a} ✓` };
      return {
        kind: "wrong",
        text: `Machen wir die Probe: ${q} · ${division.b} + ${r} = ${q * division.b + r}, aber es sollte ${division.a} geben${r >= division.b ? `, und der Rest muss kleiner als ${division.b} sein` : ""}.`,
      };
    }
    const proposed = parseAnswer(input);
    if (!proposed) return { kind: "none" };
    if (equals(proposed, result)) return { kind: "correct" };
    if (steps.some((s) => equals(s, proposed))) {
      return {
        kind: "step",
        text: `Genau, ${formatDecimal(proposed)} ist ein richtiges Zwischenresultat. Wie geht es weiter?`,
      };
    }
    if (result.n !== 0 && equals(proposed, { n: -result.n, d: result.d }) && /-/.test(expr)) {
      return {
        kind: "wrong",
        text: "Die Zahl stimmt, aber das Vorzeichen nicht. Minus mal minus gibt plus, minus mal plus gibt minus.",
        hint: false,
      };
    }
    const off = Math.abs(proposed.n / proposed.d - result.n / result.d);
    if (off > 0 && off <= 2)
      return { kind: "wrong", text: "Knapp daneben! Prüf deine Rechnung noch einmal." };
    return { kind: "wrong" };
  }

  return { prompt: `Was gibt ${task}?`, hints, solution, check };
}
