// Informatik exercises whose answers the tutor checks exactly: binary numbers (both directions and
// sums), loops (`for i in range(a, b, c)` and Scratch «wiederhole»), simple algorithms, and small
// building blocks (a number, one of a few choices, a list in order) for the other core topics.
import { findValues } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { hasKeyword } from "../text.ts";

function binaryTable(n: number): string {
  const bits = n.toString(2);
  return bits
    .split("")
    .map((bit, i) => `${bit} · ${2 ** (bits.length - 1 - i)}`)
    .join(" + ");
}

function powersIn(n: number): number[] {
  const out: number[] = [];
  for (let p = 2 ** Math.floor(Math.log2(Math.max(n, 1))); p >= 1; p /= 2) if (n & p) out.push(p);
  return out;
}

export function toBinaryExercise(n: number): Exercise {
  const bits = n.toString(2);
  const parts = powersIn(n);
  return {
    prompt: `Wie schreibst du die Zahl ${n} als Binärzahl?`,
    hints: [
      `Welche Zweierpotenzen (1, 2, 4, 8, 16, 32, …) brauchst du, um ${n} zusammenzusetzen?`,
      `${n} = ${parts.join(" + ")}. Für jede benutzte Zweierpotenz schreibst du eine 1, für jede andere eine 0.`,
    ],
    solution: `1. Zerlegen: ${n} = ${parts.join(" + ")}\n2. Stellen von links: ${binaryTable(n)}\n3. Binär: ${bits}`,
    topic: "Binärzahlen",
    check(input: string): CheckResult {
      const token = input.match(/[01]+/g)?.at(-1);
      if (!token) return findValues(input).length ? { kind: "wrong" } : { kind: "none" };
      if (Number.parseInt(token, 2) === n)
        return { kind: "correct", note: `${bits} = ${binaryTable(n)} = ${n}.` };
      if (token === bits.split("").reverse().join("")) {
        return {
          kind: "wrong",
          text: "Die Ziffern sind die gleichen, aber die Reihenfolge ist vertauscht: Die grösste Zweierpotenz steht links.",
        };
      }
      if (/[2-9]/.test(input.replace(/\d+\s*\)/g, ""))) {
        return { kind: "wrong", text: "Eine Binärzahl besteht nur aus den Ziffern 0 und 1." };
      }
      return {
        kind: "wrong",
        text: `Rechnen wir nach: ${token} ist binär ${Number.parseInt(token, 2)}, nicht ${n}.`,
      };
    },
  };
}

export function fromBinaryExercise(bits: string): Exercise {
  const n = Number.parseInt(bits, 2);
  return {
    prompt: `Welche Zahl im Zehnersystem ist die Binärzahl ${bits}?`,
    hints: [
      "Jede Stelle hat einen Wert: ganz rechts 1, dann 2, 4, 8, 16 … Welche Stellen haben eine 1?",
      `Rechne: ${binaryTable(n)}. Was gibt das zusammen?`,
    ],
    solution: `${bits} = ${binaryTable(n)} = ${n}`,
    topic: "Binärzahlen",
    check(input: string): CheckResult {
      const value = findValues(input).at(-1);
      if (!value) return { kind: "none" };
      if (value.d === 1 && value.n === n)
        return { kind: "correct", note: `${bits} = ${binaryTable(n)} = ${n}.` };
      if (value.d === 1 && value.n === Number.parseInt(bits.split("").reverse().join(""), 2)) {
        return {
          kind: "wrong",
          text: "Du hast von der falschen Seite gezählt: Die Stelle ganz rechts ist 1 wert.",
        };
      }
      if (value.d === 1 && value.n > 0 && value.n < 4096) {
        return {
          kind: "wrong",
          text: `Rechnen wir nach: ${value.n} wäre binär ${value.n.toString(2)}, nicht ${bits}.`,
        };
      }
      return { kind: "wrong" };
    },
  };
}

const BINARY_OPS = {
  "+": { word: "plus", apply: (a: number, b: number) => a + b },
  "-": { word: "minus", apply: (a: number, b: number) => a - b },
  "*": { word: "mal", apply: (a: number, b: number) => a * b },
} as const;
export type BinaryOp = keyof typeof BINARY_OPS;

/** Binary arithmetic: the answer is a binary number (a pupil may also give it in decimal). */
export function binaryArithmeticExercise(a: string, op: BinaryOp, b: string): Exercise {
  const x = Number.parseInt(a, 2);
  const y = Number.parseInt(b, 2);
  const result = BINARY_OPS[op].apply(x, y);
  const bits = result >= 0 ? result.toString(2) : `-${(-result).toString(2)}`;
  return {
    prompt: `Rechne im Binärsystem: ${a} ${op} ${b} = ?`,
    hints: [
      op === "+"
        ? "Rechne Stelle für Stelle von rechts: 0 + 1 = 1, 1 + 1 = 10 (also 0 hinschreiben und 1 als Übertrag weitergeben)."
        : `Rechne beide Zahlen zuerst ins Zehnersystem um: Was sind ${a} und ${b}?`,
      `${a} ist ${x} und ${b} ist ${y}. Was gibt ${x} ${BINARY_OPS[op].word} ${y} – und wie schreibt man das binär?`,
    ],
    solution: `${a} = ${x}, ${b} = ${y}; ${x} ${op} ${y} = ${result}; binär: ${bits}`,
    topic: "Binärzahlen",
    check(input: string): CheckResult {
      const token = input.match(/-?[0-9]+/g)?.at(-1);
      if (!token) return { kind: "none" };
      const note = `${a} ${op} ${b} ist im Zehnersystem ${x} ${op} ${y} = ${result}, binär ${bits}.`;
      const withCarry = op === "+" ? " Beim Addieren entsteht ein Übertrag, wenn 1 + 1 = 10 gibt." : "";
      if (/^-?[01]+$/.test(token) && token === bits) return { kind: "correct", note: `${note}${withCarry}` };
      if (Number(token) === result && /[2-9]/.test(token))
        return { kind: "step", text: `${result} stimmt im Zehnersystem. Wie schreibst du ${result} binär?` };
      return {
        kind: "wrong",
        text: /^[01]+$/.test(token)
          ? `Rechnen wir nach: ${token} ist im Zehnersystem ${Number.parseInt(token, 2)}, aber ${a} ${op} ${b} ist ${x} ${BINARY_OPS[op].word} ${y}.`
          : "Eine Binärzahl besteht nur aus den Ziffern 0 und 1.",
      };
    },
  };
}

export function rangeValues(start: number, stop: number, step: number): number[] {
  const out: number[] = [];
  if (step === 0) return out;
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

export function rangeCall(start: number, stop: number, step: number): string {
  if (step !== 1) return `range(${start}, ${stop}, ${step})`;
  return start === 0 ? `range(${stop})` : `range(${start}, ${stop})`;
}

/** `inline`: the code in one line, for a loop the pupil wrote into their own sentence. */
export function loopExercise(
  start: number,
  stop: number,
  step: number,
  ask: "count" | "print",
  inline = false,
): Exercise {
  const values = rangeValues(start, stop, step);
  const call = rangeCall(start, stop, step);
  const code = `for i in ${call}:\n    print(i)`;
  const question = ask === "count" ? "Wie oft läuft diese Schleife?" : "Was gibt diese Schleife aus?";
  return {
    prompt: inline
      ? `${question.replace(/\?$/, "")}: «for i in ${call}: print(i)»?`
      : `${question}\n\n\`\`\`python\n${code}\n\`\`\``,
    hints: [
      `${call} beginnt bei ${start} und hört vor ${stop} auf. Welche Werte nimmt i nacheinander an?`,
      `i beginnt bei ${start}, dann ${start} + ${step} = ${start + step} … Achtung: ${stop} selbst ist nicht mehr dabei.`,
    ],
    solution: `i nimmt die Werte ${values.join(", ")} an.\nDie Schleife läuft also ${values.length}-mal und gibt ${values.join(", ")} aus.`,
    topic: "Schleifen",
    check(input: string): CheckResult {
      const numbers = findValues(input.replace(/range\s*\([^)]*\)/g, "")).map((v) => v.n / v.d);
      if (numbers.length === 0) return { kind: "none" };
      if (ask === "count" && numbers.length === 1) {
        if (numbers[0] === values.length)
          return { kind: "correct", note: `i ist nacheinander ${values.join(", ")}.` };
        if (numbers[0] === values.length + 1) {
          return {
            kind: "wrong",
            text: `Fast! Denk daran: Der Endwert ${stop} gehört bei ${call} nicht mehr dazu.`,
            hint: false,
          };
        }
        return { kind: "wrong" };
      }
      if (numbers.join(",") === values.join(",")) {
        return ask === "count"
          ? { kind: "step", text: "Genau, das sind die Werte von i. Wie oft läuft die Schleife also?" }
          : { kind: "correct" };
      }
      if (numbers.join(",") === [...values, stop].join(",")) {
        return { kind: "wrong", text: `Fast! Der Endwert ${stop} wird nicht mehr ausgegeben.`, hint: false };
      }
      if (start === 0 && numbers.join(",") === values.map((v) => v + 1).join(",")) {
        return { kind: "wrong", text: `Fast! ${call} beginnt bei 0, nicht bei 1.`, hint: false };
      }
      return { kind: "wrong" };
    },
  };
}

/** An exercise whose answer is one whole number, with feedback for typical wrong numbers. */
export function numberExercise(o: {
  prompt: string;
  answer: number;
  hints: readonly [string, ...string[]];
  solution: string;
  topic: string;
  note?: string;
  typical?: readonly { value: number; text: string }[];
}): Exercise {
  return {
    prompt: o.prompt,
    hints: o.hints,
    solution: o.solution,
    topic: o.topic,
    check(input: string): CheckResult {
      const value = findValues(input).at(-1);
      if (!value) return { kind: "none" };
      if (value.d === 1 && value.n === o.answer)
        return o.note ? { kind: "correct", note: o.note } : { kind: "correct" };
      const known = o.typical?.find((t) => value.d === 1 && t.value === value.n);
      return known ? { kind: "wrong", text: known.text } : { kind: "wrong" };
    },
  };
}

export type Choice = { letter?: string; keywords: readonly string[]; wrongText?: string };

/**
 * One of a few choices, named by its letter («B») or by a keyword («Eingabe»). A reply that names
 * two different choices is not judged: the tutor asks which one the pupil means.
 */
export function choiceExercise(o: {
  prompt: string;
  choices: readonly Choice[];
  correct: number;
  hints: readonly [string, ...string[]];
  solution: string;
  topic: string;
  note?: string;
}): Exercise {
  return {
    prompt: o.prompt,
    hints: o.hints,
    solution: o.solution,
    topic: o.topic,
    check(input: string): CheckResult {
      const letters = new Set((input.match(/\b[A-Da-d]\b(?!\s*\.\s*\w)/g) ?? []).map((l) => l.toUpperCase()));
      const named = o.choices
        .map((c, i) => ({ c, i }))
        .filter(({ c }) => (c.letter && letters.has(c.letter)) || hasKeyword(input, c.keywords));
      if (named.length === 0) return { kind: "none" };
      // «Das ist kein Eingabegerät»: a negated choice is not judged as if it were chosen.
      const negated = /\b(nicht|nid|nod|kein|keine|keiner|keinen)\b/i.test(input);
      if (
        negated &&
        !named.some(({ c }) => c.keywords.some((k) => /\b(nicht|nid|nod|kein|keine)\b/.test(k)))
      ) {
        return { kind: "step", text: "Sag mir bitte direkt, welche Möglichkeit du wählst – ohne «nicht»." };
      }
      if (named.length > 1) {
        return {
          kind: "step",
          text: "Du nennst mehrere Möglichkeiten. Welche meinst du – nur eine ist gemeint?",
        };
      }
      const [{ c, i }] = named as [{ c: Choice; i: number }];
      if (i === o.correct) return o.note ? { kind: "correct", note: o.note } : { kind: "correct" };
      return c.wrongText ? { kind: "wrong", text: c.wrongText } : { kind: "wrong" };
    },
  };
}

/** A list the pupil writes in a given order (sorting, one pass of an algorithm). */
export function listExercise(o: {
  prompt: string;
  answer: readonly number[];
  hints: readonly [string, ...string[]];
  solution: string;
  topic: string;
  typical?: readonly { values: readonly number[]; text: string }[];
}): Exercise {
  return {
    prompt: o.prompt,
    hints: o.hints,
    solution: o.solution,
    topic: o.topic,
    check(input: string): CheckResult {
      const numbers = findValues(input).map((v) => v.n / v.d);
      if (numbers.length < 2) return numbers.length ? { kind: "wrong" } : { kind: "none" };
      if (numbers.join(",") === o.answer.join(",")) return { kind: "correct" };
      const known = o.typical?.find((t) => t.values.join(",") === numbers.join(","));
      return known ? { kind: "wrong", text: known.text } : { kind: "wrong" };
    },
  };
}

export function searchExercise(list: readonly number[], target: number): Exercise {
  const position = list.indexOf(target) + 1;
  return {
    prompt: `Du suchst die Zahl ${target} in der Liste [${list.join(", ")}] und vergleichst von links nach rechts (lineare Suche). Nach wie vielen Vergleichen hast du sie gefunden?`,
    hints: [
      "Vergleiche die Zahlen eine nach der anderen mit der gesuchten Zahl. Zähle jeden Vergleich.",
      `Erster Vergleich: ${list[0]} = ${target}? Zweiter: ${list[1]} = ${target}? Wie geht es weiter?`,
    ],
    solution: list
      .slice(0, position)
      .map((x, i) => `${i + 1}. Vergleich: ${x} ${x === target ? "= gefunden!" : `≠ ${target}`}`)
      .join("\n"),
    topic: "Suchen",
    check(input: string): CheckResult {
      const value = findValues(input).at(-1);
      if (!value) return { kind: "none" };
      if (value.n === position && value.d === 1) return { kind: "correct" };
      if (value.n === position - 1)
        return { kind: "wrong", text: "Fast! Zähle auch den Vergleich, bei dem du die Zahl findest." };
      return { kind: "wrong" };
    },
  };
}

/** Steps to put in order, named by letters («B C D A»). */
export function orderExercise(o: {
  intro: string;
  steps: Readonly<Record<string, string>>;
  answer: string;
  hints: readonly [string, ...string[]];
  topic: string;
}): Exercise {
  const list = Object.entries(o.steps)
    .map(([k, v]) => `${k}) ${v}`)
    .join("\n");
  const letters = Object.keys(o.steps).join("");
  return {
    prompt: `${o.intro} In welcher Reihenfolge kommen diese Schritte (z. B. «${letters.split("").join(" ")}»)?\n\n${list}`,
    hints: o.hints,
    solution: o.answer
      .split("")
      .map((k) => `${k}) ${o.steps[k]}`)
      .join(" → "),
    topic: o.topic,
    check(input: string): CheckResult {
      const named = (input.toUpperCase().match(new RegExp(`\\b[${letters}]\\b`, "g")) ?? []).join("");
      if (named.length < letters.length) return { kind: "none" };
      if (named === o.answer)
        return { kind: "correct", note: "Genau so arbeitet ein Algorithmus: Schritt für Schritt." };
      const first = o.answer[0] ?? "";
      return {
        kind: "wrong",
        text:
          named[0] === first
            ? "Der Anfang passt schon. Prüf die Schritte danach: Was muss fertig sein, bevor der nächste Schritt geht?"
            : `Prüf den Anfang: Kann «${o.steps[named[0] ?? ""] ?? ""}» wirklich der erste Schritt sein?`,
      };
    },
  };
}
