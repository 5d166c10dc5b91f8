// Physik: formula exercises with units (v = s / t, F = m · a, P = U · I). The pupil names the
// formula, inserts the values, and gives the result with its unit; each of these is a step.
import type { TutorContext } from "../context.ts";
import { findValues } from "../parse-number.ts";
import type { CheckResult, Exercise, SubjectSession, Topic } from "../practice.ts";
import { createPracticeSession, explainedTopics } from "../practice.ts";
import { equals, formatDecimal, fromNumber, toNumber } from "../rational.ts";
import { foldAccents, normalise } from "../text.ts";

type Formula = {
  label: string;
  keywords: readonly string[];
  /** For a pupil who asks about the topic (see Topic.explanation in practice.ts). */
  explanation?: string;
  /** How the formula is written, and the same without spaces for recognising it. */
  formula: string;
  /** The units of the two given values (the same in every task) and of the result. */
  units: { a: string; b: string; result: string; accepted: readonly string[] };
  quantities: string;
  tasks: readonly { text: string; a: number; b: number }[];
  compute(a: number, b: number): number;
  wrongWay(a: number, b: number): number;
  /** "150 m / 30 s" */
  insert(a: string, b: string): string;
};

const FORMULAS: readonly Formula[] = [
  {
    label: "Geschwindigkeit",
    keywords: ["geschwindigkeit", "tempo", "bewegung", "v = s", "schnell"],
    formula: "v = s / t",
    units: { a: "m", b: "s", result: "m/s", accepted: ["m/s", "meter pro sekunde", "ms^-1", "m s^-1"] },
    quantities: "Weg s, Zeit t und Geschwindigkeit v",
    tasks: [
      { text: "Ein Velo fährt 150 m in 30 s. Wie gross ist seine Geschwindigkeit?", a: 150, b: 30 },
      { text: "Ein Läufer rennt 100 m in 20 s. Wie schnell ist er?", a: 100, b: 20 },
      { text: "Ein Zug fährt 1200 m in 40 s. Wie gross ist seine Geschwindigkeit?", a: 1200, b: 40 },
    ],
    compute: (s, t) => s / t,
    wrongWay: (s, t) => t / s,
    insert: (s, t) => `${s} / ${t}`,
  },
  {
    label: "Kraft",
    keywords: ["kraft", "newton", "f = m", "beschleunigung", "fallt", "fallen", "gravitation", "anziehung"],
    explanation:
      "Die Erde zieht alles an, was eine Masse hat: Das ist die Schwerkraft (Gravitation). Darum fällt ein Apfel nach unten, zur Erde hin. Kräfte misst man in Newton (N), und F = m · a sagt, wie gross die Kraft ist, die eine Masse beschleunigt. Beispiel: Ein Apfel mit 0,1 kg wird beim Fallen mit etwa 10 m/s² beschleunigt – die Erde zieht also mit etwa 1 N an ihm.",
    formula: "F = m · a",
    units: {
      a: "kg",
      b: "m/s²",
      result: "N",
      accepted: ["n", "newton", "kg m/s^2", "kg·m/s²", "kgm/s2", "kg*m/s^2"],
    },
    quantities: "Masse m, Beschleunigung a und Kraft F",
    tasks: [
      { text: "Ein Wagen mit 20 kg wird mit 3 m/s² beschleunigt. Wie gross ist die Kraft?", a: 20, b: 3 },
      {
        text: "Ein Velo mit Fahrerin (80 kg) beschleunigt mit 0,5 m/s². Welche Kraft braucht es?",
        a: 80,
        b: 0.5,
      },
    ],
    compute: (m, a) => m * a,
    wrongWay: (m, a) => m / a,
    insert: (m, a) => `${m} · ${a}`,
  },
  {
    label: "elektrische Leistung",
    keywords: ["leistung", "strom", "spannung", "watt", "elektr", "p = u"],
    formula: "P = U · I",
    units: { a: "V", b: "A", result: "W", accepted: ["w", "watt", "va", "v·a", "v*a"] },
    quantities: "Spannung U, Stromstärke I und Leistung P",
    tasks: [
      {
        text: "Eine Lampe liegt an 230 V, es fliesst ein Strom von 0,5 A. Wie gross ist ihre Leistung?",
        a: 230,
        b: 0.5,
      },
      { text: "Ein Handy-Ladegerät liefert 5 V und 2 A. Welche Leistung hat es?", a: 5, b: 2 },
    ],
    compute: (u, i) => u * i,
    wrongWay: (u, i) => u / i,
    insert: (u, i) => `${u} · ${i}`,
  },
];

const compact = (text: string) =>
  foldAccents(normalise(text))
    .replace(/\^2|²/g, "")
    .replace(/[\s·*.!]/g, "");

/** The unit right after the last number ("5 m/s"), or a unit on its own ("m/s"). */
function hasUnit(input: string, accepted: readonly string[]): boolean {
  const text = compact(input);
  const tail = text.replace(/^.*\d/, "");
  return accepted.some((u) => tail.startsWith(compact(u)) || (tail === text && tail.endsWith(compact(u))));
}

function formulaExercise(f: Formula, index: number): Exercise {
  const found = f.tasks[index % f.tasks.length] ?? f.tasks[0];
  if (!found) throw new Error("empty formula bank");
  const task = found;
  const result = fromNumber(f.compute(task.a, task.b));
  const show = (x: number) => formatDecimal(fromNumber(x));
  const inserted = f.insert(`${show(task.a)} ${f.units.a}`, `${show(task.b)} ${f.units.b}`);
  const symbol = f.formula.split(" ")[0] ?? "";
  const answer = `${formatDecimal(result)} ${f.units.result}`;
  let valueConfirmed = false;
  const hints: [string, ...string[]] = [
    `Welche Formel verbindet ${f.quantities}?`,
    `Die Formel ist ${f.formula}. Setz die Werte mit ihren Einheiten ein.`,
    `${symbol} = ${inserted}. Rechne aus – und welche Einheit entsteht?`,
  ];
  const solution = `1. Formel: ${f.formula}\n2. Einsetzen: ${symbol} = ${inserted}\n3. Ausrechnen: ${symbol} = ${answer}`;

  function check(input: string): CheckResult {
    const formulaWritten = compact(f.formula);
    if (compact(input).includes(formulaWritten) && findValues(input).length === 0) {
      return { kind: "step", text: `Genau, ${f.formula}. Setz jetzt die Werte ein: Was kommt heraus?` };
    }
    const values = findValues(input).filter((v) => !(v.d === 1 && v.n === 2 && /\^2|²/.test(input)));
    const unitOk = hasUnit(input, f.units.accepted);
    if (values.length === 0) {
      if (valueConfirmed && unitOk) return { kind: "correct", note: `Mit Einheit: ${answer}.` };
      return { kind: "none" };
    }
    const value = values.at(-1);
    if (!value) return { kind: "none" };
    if (values.length >= 2 && !equals(value, result)) {
      const a = values.at(-2);
      if (a && toNumber(a) === task.a && toNumber(value) === task.b) {
        return { kind: "step", text: "Richtig eingesetzt! Was gibt das ausgerechnet – mit Einheit?" };
      }
    }
    if (equals(value, result)) {
      if (unitOk) return { kind: "correct", note: `${answer} – mit der richtigen Einheit.` };
      valueConfirmed = true;
      return {
        kind: "step",
        text: "Die Zahl stimmt! In der Physik gehört aber immer eine Einheit dazu. Welche Einheit hat dein Resultat?",
      };
    }
    if (Math.abs(toNumber(value) - f.wrongWay(task.a, task.b)) < 1e-9) {
      return {
        kind: "wrong",
        text: `Schau nochmals die Formel an: ${f.formula}. Was steht oben, was unten – oder wird malgenommen?`,
        hint: false,
      };
    }
    return { kind: "wrong" };
  }
  return { prompt: task.text, hints, solution, check };
}

const topics = FORMULAS.map(
  (f): Topic => ({
    label: f.label,
    keywords: f.keywords,
    exercise: (_ctx, i) => formulaExercise(f, i),
    explanation: f.explanation,
  }),
) as [Topic, ...Topic[]];

export const PHYSICS_CORE_TOPICS = explainedTopics(topics);

export function createPhysicsSession(ctx: TutorContext): SubjectSession {
  return createPracticeSession(
    {
      subjectName: "Physik",
      greeting: (c) =>
        `Hallo! Ich bin dein Übungs-Tutor für Physik.${c.topic ? ` Du möchtest «${c.topic}» üben.` : ""} Was weisst du schon über Formeln wie v = s / t? Wir können Geschwindigkeit, Kraft oder elektrische Leistung üben – was möchtest du?`,
      topics,
      capabilities:
        "Formel-Aufgaben mit Einheiten üben: Geschwindigkeit (v = s / t), Kraft (F = m · a) und elektrische Leistung (P = U · I). Ich prüfe Zahl und Einheit und gebe dir Tipps.",
    },
    ctx,
  );
}
