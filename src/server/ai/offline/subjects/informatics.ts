// Informatik: binary numbers (both directions), loops (`for i in range(a, b, c)`: how often,
// what is printed) and simple algorithms (linear search, order of steps). All answers checkable.
import { levelOf, type TutorContext } from "../context.ts";
import { findValues } from "../parse-number.ts";
import type { CheckResult, Exercise, SubjectSession, Topic } from "../practice.ts";
import { createPracticeSession, explainedTopics } from "../practice.ts";

function binaryTable(n: number): string {
  const bits = n.toString(2);
  return bits
    .split("")
    .map((bit, i) => `${bit} · ${2 ** (bits.length - 1 - i)}`)
    .join(" + ");
}

function powersIn(n: number): number[] {
  const out: number[] = [];
  for (let p = 2 ** Math.floor(Math.log2(n)); p >= 1; p /= 2) if (n & p) out.push(p);
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
    check(input: string): CheckResult {
      const token = input.match(/[01]+/g)?.at(-1);
      if (!token) return findValues(input).length ? { kind: "wrong" } : { kind: "none" };
      if (Number.parseInt(token, 2) === n)
        return { kind: "correct", note: `${bits} = ${binaryTable(n)} = ${n}.` };
      if (token === bits.split("").reverse().join("")) {
        return {
          kind: "wrong",
          text: "Die Ziffern stimmen, aber die Reihenfolge ist vertauscht. Die grösste Zweierpotenz steht links.",
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
    check(input: string): CheckResult {
      const value = findValues(input).at(-1);
      if (!value) return { kind: "none" };
      if (value.d === 1 && value.n === n) return { kind: "correct" };
      if (value.d === 1 && value.n === Number.parseInt(bits.split("").reverse().join(""), 2)) {
        return {
          kind: "wrong",
          text: "Du hast von der falschen Seite gezählt: Die Stelle ganz rechts ist 1 wert.",
        };
      }
      return { kind: "wrong" };
    },
  };
}

function rangeValues(start: number, stop: number, step: number): number[] {
  const out: number[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

export function loopExercise(start: number, stop: number, step: number, ask: "count" | "print"): Exercise {
  const values = rangeValues(start, stop, step);
  const code = `for i in range(${start}, ${stop}, ${step}):\n    print(i)`;
  const question = ask === "count" ? "Wie oft läuft diese Schleife?" : "Was gibt diese Schleife aus?";
  return {
    prompt: `${question}\n\n\`\`\`python\n${code}\n\`\`\``,
    hints: [
      `range(${start}, ${stop}, ${step}) beginnt bei ${start} und hört vor ${stop} auf. Welche Werte nimmt i nacheinander an?`,
      `i beginnt bei ${start}, dann ${start} + ${step} = ${start + step} … Achtung: ${stop} selbst ist nicht mehr dabei.`,
    ],
    solution: `i nimmt die Werte ${values.join(", ")} an.\nDie Schleife läuft also ${values.length}-mal und gibt ${values.join(", ")} aus.`,
    check(input: string): CheckResult {
      const numbers = findValues(input).map((v) => v.n / v.d);
      if (numbers.length === 0) return { kind: "none" };
      if (ask === "count" && numbers.length === 1) {
        if (numbers[0] === values.length) return { kind: "correct", note: `i ist ${values.join(", ")}.` };
        if (numbers[0] === values.length + 1) {
          return {
            kind: "wrong",
            text: `Fast! Denk daran: Der Endwert ${stop} gehört nicht mehr dazu.`,
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
      return { kind: "wrong" };
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

const ORDER_TASK = {
  steps: {
    A: "Tee trinken",
    B: "Wasser kochen",
    C: "Teebeutel in die Tasse legen",
    D: "Heisses Wasser eingiessen",
  },
  answer: "BCDA",
};

export function orderExercise(): Exercise {
  const list = Object.entries(ORDER_TASK.steps)
    .map(([k, v]) => `${k}) ${v}`)
    .join("\n");
  return {
    prompt: `Ein Algorithmus ist eine genaue Abfolge von Schritten. Bring diese Schritte in die richtige Reihenfolge (z. B. «A B C D»):\n\n${list}`,
    hints: [
      "Was muss passieren, bevor du etwas eingiessen kannst?",
      "Zuerst brauchst du heisses Wasser. Was kommt danach?",
    ],
    solution: "B) Wasser kochen → C) Teebeutel in die Tasse → D) Wasser eingiessen → A) Tee trinken",
    check(input: string): CheckResult {
      const letters = (input.toUpperCase().match(/\b[A-D]\b/g) ?? []).join("");
      if (letters.length < 4) return { kind: "none" };
      if (letters === ORDER_TASK.answer)
        return { kind: "correct", note: "Genau so arbeitet ein Algorithmus: Schritt für Schritt." };
      return {
        kind: "wrong",
        text: `Ein Teil stimmt vielleicht schon. Prüf: Kannst du «${ORDER_TASK.steps.A}» machen, bevor es Tee gibt?`,
      };
    },
  };
}

const BINARY = [
  [5, "101"],
  [13, "1011"],
  [10, "1101"],
  [22, "11001"],
] as const;
const LOOPS = [
  [2, 8, 2, "count"],
  [0, 5, 1, "print"],
  [1, 10, 3, "count"],
  [10, 0, -3, "print"],
] as const;

const topics: [Topic, ...Topic[]] = [
  {
    label: "Binärzahlen",
    keywords: ["binar", "binaer", "dual", "bit", "zweiersystem", "0 und 1", "nullen"],
    exercise: (ctx, i) => {
      const [n, bits] = BINARY[(i + levelOf(ctx)) % BINARY.length] ?? BINARY[0];
      return i % 2 === 0 ? toBinaryExercise(n) : fromBinaryExercise(bits);
    },
  },
  {
    label: "Schleifen",
    keywords: ["schleife", "loop", "for ", "range", "wiederhol", "python"],
    explanation:
      "Eine Schleife wiederholt Befehle, damit du sie nicht mehrmals hinschreiben musst. In Scratch findest du sie in der Kategorie «Steuerung»: Der Block «wiederhole 10-mal» führt alles, was darin steckt, zehnmal aus; «wiederhole fortlaufend» hört nie auf. In Python schreibt man dafür zum Beispiel «for i in range(3):» – das läuft dreimal.",
    exercise: (_ctx, i) => {
      const [a, b, c, ask] = LOOPS[i % LOOPS.length] ?? LOOPS[0];
      return loopExercise(a, b, c, ask);
    },
  },
  {
    label: "Algorithmen",
    keywords: ["algorithm", "suche", "suchen", "reihenfolge", "ablauf", "schritte"],
    exercise: (_ctx, i) => (i % 2 === 0 ? searchExercise([4, 8, 15, 16, 23, 42], 16) : orderExercise()),
  },
];

function parseInformaticsTask(input: string): Exercise | null {
  const toBin = /(\d+)\s*(?:in|als|zu)\s*(?:eine\s*)?(?:binar|binaer|binär|dual)/i.exec(input);
  if (toBin?.[1]) return toBinaryExercise(Number(toBin[1]));
  const fromBin = /(?:binarzahl|binärzahl|binaerzahl|binar|binär)\s*([01]+)\b/i.exec(input);
  return fromBin?.[1] ? fromBinaryExercise(fromBin[1]) : null;
}

export const INFORMATICS_CORE_TOPICS = explainedTopics(topics);

export function createInformaticsSession(ctx: TutorContext): SubjectSession {
  return createPracticeSession(
    {
      subjectName: "Informatik",
      greeting: (c) =>
        `Hallo! Ich bin dein Übungs-Tutor für Informatik.${c.topic ? ` Du möchtest «${c.topic}» üben.` : ""} Was kennst du schon? Wir können Binärzahlen, Schleifen oder Algorithmen üben – was möchtest du?`,
      topics,
      capabilities:
        "Binärzahlen umrechnen, Schleifen verstehen (wie oft läuft `for i in range(2, 8, 2)`?) und einfache Algorithmen (Suche, Reihenfolge von Schritten). Jede Antwort kann ich genau prüfen.",
      parseTask: parseInformaticsTask,
    },
    ctx,
  );
}
