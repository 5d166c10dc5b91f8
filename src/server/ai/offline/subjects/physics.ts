// Physik: formula exercises with units (v = s / t, F = m · a, P = U · I). The pupil names the
// formula, inserts the values, and gives the result with its unit; each of these is a step.
import type { TutorContext } from "../context.ts";
import { findValues } from "../parse-number.ts";
import type { CheckResult, Exercise, SubjectSession, Topic } from "../practice.ts";
import { createPracticeSession, explainedTopics } from "../practice.ts";
import { classifyPupilIntent } from "../pupil-intent.ts";
import { equals, formatDecimal, fromNumber, toNumber } from "../rational.ts";
import { foldAccents, normalise } from "../text.ts";
import { PHYSICS_CONCEPT_TOPICS } from "./physics-concepts.ts";
import { parsePhysicsTask } from "./physics-quantities.ts";
import {
  answerQuestion,
  CANNOT_JUDGE,
  judgeStatement,
  statementBank,
  verdictText,
} from "./science-statements.ts";

type Formula = {
  label: string;
  keywords: readonly string[];
  /** For a pupil who asks about the topic (see Topic.explanation in practice.ts). */
  explanation?: string;
  lp21?: readonly string[];
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
    keywords: ["geschwindigkeit", "gschwindigkeit", "tempo", "bewegung", "v = s", "schnell"],
    explanation:
      "Die Geschwindigkeit sagt, wie viel Strecke etwas in einer bestimmten Zeit zurücklegt. Man rechnet Strecke geteilt durch Zeit: v = s / t. Die Einheit ist m/s (Meter pro Sekunde) oder km/h (Kilometer pro Stunde). Beispiel: Ein Velo fährt 60 km in 3 Stunden, also 60 km / 3 h = 20 km/h.",
    lp21: ["NT.5.1", "NMG.3.1"],
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
    keywords: [
      "kraft",
      "krafte",
      "newton",
      "f = m",
      "beschleunigung",
      "fallt",
      "fallen",
      "gravitation",
      "anziehung",
    ],
    explanation:
      "Die Erde zieht alles an, was eine Masse hat: Das ist die Schwerkraft (Gravitation). Darum fällt ein Apfel nach unten, zur Erde hin. Kräfte misst man in Newton (N), und F = m · a sagt, wie gross die Kraft ist, die eine Masse beschleunigt. Beispiel: Ein Apfel mit 0,1 kg wird beim Fallen mit etwa 10 m/s² beschleunigt – die Erde zieht also mit etwa 1 N an ihm.",
    lp21: ["NT.5.1", "NMG.3.1"],
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
    label: "Gewichtskraft",
    keywords: [
      "gewichtskraft",
      "gewicht",
      "gwicht",
      "schwerkraft",
      "erdanziehung",
      "ortsfaktor",
      "wiegt",
      "wiegen",
    ],
    explanation:
      "Die Kraft, mit der die Erde (oder der Mond) an einem Körper zieht, heisst Gewichtskraft und wird in Newton (N) gemessen: F = m · g, mit dem Ortsfaktor g ≈ 9,81 N/kg (gerundet 10 N/kg). Die Masse in kg ist überall gleich, die Gewichtskraft hängt vom Ort ab. Beispiel: Ein Kind mit 40 kg hat auf der Erde etwa 400 N Gewichtskraft, auf dem Mond nur etwa 65 N.",
    lp21: ["NT.5.1", "NMG.3.1"],
    formula: "F = m · g",
    units: { a: "kg", b: "N/kg", result: "N", accepted: ["n", "newton"] },
    quantities: "Masse m, Ortsfaktor g und Gewichtskraft F",
    tasks: [
      {
        text: "Ein Rucksack hat eine Masse von 5 kg. Wie gross ist seine Gewichtskraft auf der Erde? Rechne mit g = 10 N/kg.",
        a: 5,
        b: 10,
      },
      {
        text: "Eine Kiste hat eine Masse von 12 kg. Wie gross ist ihre Gewichtskraft? Rechne mit g = 10 N/kg.",
        a: 12,
        b: 10,
      },
    ],
    compute: (m, g) => m * g,
    wrongWay: (m, g) => m / g,
    insert: (m, g) => `${m} · ${g}`,
  },
  {
    label: "Spannung, Stromstärke und Widerstand",
    keywords: ["spannung", "spannig", "stromstarke", "widerstand", "ohm", "volt", "ampere", "u = r", "i = u"],
    explanation:
      "Die Spannung U ist der «Antrieb» für den Strom; man misst sie in Volt (V). Die Stromstärke I sagt, wie viel Strom fliesst; man misst sie in Ampere (A). Der Widerstand R bremst den Strom; man misst ihn in Ohm (Ω). Das Ohmsche Gesetz verbindet alle drei: U = R · I, also I = U / R. Beispiel: An 12 V und 6 Ω fliessen 12 V / 6 Ω = 2 A.",
    lp21: ["NT.5.2", "NT.5.3"],
    formula: "I = U / R",
    units: { a: "V", b: "Ω", result: "A", accepted: ["a", "ampere"] },
    quantities: "Spannung U, Widerstand R und Stromstärke I",
    tasks: [
      {
        text: "An einem Widerstand von 10 Ω liegt eine Spannung von 20 V. Wie gross ist die Stromstärke?",
        a: 20,
        b: 10,
      },
      { text: "Eine Lampe mit 4,5 V hat einen Widerstand von 9 Ω. Welcher Strom fliesst?", a: 4.5, b: 9 },
    ],
    compute: (u, r) => u / r,
    wrongWay: (u, r) => u * r,
    insert: (u, r) => `${u} / ${r}`,
  },
  {
    label: "elektrische Leistung",
    keywords: ["leistung", "watt", "p = u"],
    explanation:
      "Die elektrische Leistung sagt, wie viel Energie ein Gerät pro Sekunde umwandelt. Man misst sie in Watt (W) und rechnet Spannung mal Stromstärke: P = U · I. Beispiel: Ein Wasserkocher an 230 V, durch den 10 A fliessen, hat 230 V · 10 A = 2300 W.",
    lp21: ["NT.5.2", "NT.4.1"],
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
  {
    label: "Dichte",
    keywords: ["dichte", "dichti", "schwimm", "sinkt", "sinken", "auftrieb", "untergeh"],
    explanation:
      "Die Dichte sagt, wie viel Masse in einem bestimmten Volumen steckt: Dichte = Masse geteilt durch Volumen, ρ = m / V, zum Beispiel in g/cm³. Wasser hat 1 g/cm³. Ein Körper mit kleinerer Dichte als Wasser schwimmt, weil der Auftrieb ihn trägt; einer mit grösserer Dichte sinkt. Beispiel: Holz ist mit etwa 0,5 g/cm³ leichter als gleich viel Wasser – darum schwimmt ein Holzstück.",
    lp21: ["NT.2.1"],
    formula: "ρ = m / V",
    units: {
      a: "g",
      b: "cm³",
      result: "g/cm³",
      accepted: ["g/cm3", "g/cm^3", "g/cm³", "gramm pro kubikzentimeter"],
    },
    quantities: "Masse m, Volumen V und Dichte ρ",
    tasks: [
      {
        text: "Ein Würfel hat eine Masse von 54 g und ein Volumen von 20 cm³. Wie gross ist seine Dichte?",
        a: 54,
        b: 20,
      },
      {
        text: "Ein Holzklotz hat 300 g Masse und 600 cm³ Volumen. Wie gross ist seine Dichte?",
        a: 300,
        b: 600,
      },
    ],
    compute: (m, v) => m / v,
    wrongWay: (m, v) => v / m,
    insert: (m, v) => `${m} / ${v}`,
  },
  {
    label: "Druck",
    keywords: ["druck", "luftdruck", "wasserdruck", "pascal", "p = f"],
    explanation:
      "Druck ist Kraft pro Fläche: p = F / A. Man misst ihn in N/m² (Pascal) oder N/cm². Die gleiche Kraft auf eine kleine Fläche gibt einen grossen Druck, auf eine grosse Fläche einen kleinen. Beispiel: Mit Schneeschuhen verteilst du deine Gewichtskraft auf eine grosse Fläche und sinkst weniger tief ein als mit Schuhen.",
    lp21: ["NT.5.1"],
    formula: "p = F / A",
    units: {
      a: "N",
      b: "cm²",
      result: "N/cm²",
      accepted: ["n/cm2", "n/cm^2", "n/cm²", "newton pro quadratzentimeter"],
    },
    quantities: "Kraft F, Fläche A und Druck p",
    tasks: [
      {
        text: "Eine Kiste drückt mit 600 N auf eine Fläche von 200 cm². Wie gross ist der Druck?",
        a: 600,
        b: 200,
      },
      { text: "Ein Stempel drückt mit 50 N auf 5 cm². Wie gross ist der Druck?", a: 50, b: 5 },
    ],
    compute: (f, a) => f / a,
    wrongWay: (f, a) => a / f,
    insert: (f, a) => `${f} / ${a}`,
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

const topics = [
  ...FORMULAS.map(
    (f): Topic => ({
      label: f.label,
      keywords: f.keywords,
      exercise: (_ctx, i) => formulaExercise(f, i),
      explanation: f.explanation,
      lp21: f.lp21,
    }),
  ),
  ...PHYSICS_CONCEPT_TOPICS,
] as [Topic, ...Topic[]];

export const PHYSICS_CORE_TOPICS = explainedTopics(topics);

const STATEMENTS = statementBank("physik");
const TOPIC_LIST =
  "Geschwindigkeit, Kraft, Gewichtskraft, Strom und Spannung, Schaltungen, Magnetismus, Schall, Licht, Wärme, Dichte, Hebel oder Druck";

/**
 * Physik: the pupil's own tasks with quantities are checked by computing; claims ("…, oder?")
 * are judged against the curated statements (science-statements.ts); conceptual questions get a
 * curated answer or the topic's explanation; everything else goes to the exercise loop.
 */
export function createPhysicsSession(ctx: TutorContext): SubjectSession {
  const practice = createPracticeSession(
    {
      subjectName: "Physik",
      greeting: (c) =>
        `Hallo! Ich bin dein Übungs-Tutor für Physik.${c.topic ? ` Du möchtest «${c.topic}» üben.` : ""} Du kannst mich etwas fragen («Warum …?»), eine Aussage prüfen lassen («…, oder?») oder üben: ${TOPIC_LIST}. Was möchtest du?`,
      topics,
      parseTask: parsePhysicsTask,
      capabilities: `Physik-Fragen beantworten, Aussagen prüfen («Licht ist schneller als Schall, oder?») und mit dir üben – ${TOPIC_LIST}. Bei Rechenaufgaben prüfe ich Zahl und Einheit und gebe dir Tipps.`,
    },
    ctx,
  );
  return {
    capabilities: practice.capabilities,
    greeting: practice.greeting,
    respond(input: string): string | null {
      const open = practice.openExercise();
      const explainWish = /\b(erkl[aä]r|chasch mer|kannst du mir)/i.test(input);
      const verdict = STATEMENTS && !explainWish ? judgeStatement(STATEMENTS, input) : null;
      // An answer to the open exercise goes to it first; a known statement beats a mere «step».
      const result = open?.check(input);
      if (result && result.kind !== "none" && !(result.kind === "step" && verdict)) {
        return practice.respond(input);
      }
      if (parsePhysicsTask(input)) return practice.respond(input);
      const intent = classifyPupilIntent(input, { openTask: open?.prompt ?? null });
      if (STATEMENTS) {
        if (verdict) {
          if (intent === "question") {
            // "Warum schwimmt Eis?" takes the claim as given: only a false one is contradicted.
            const why = /^\W*(warum|wieso|weshalb|werum|worum|wie kommt)/i.test(input);
            if (why) {
              const lead = verdict.pupilIsRight ? "" : "Das stimmt so nicht. ";
              return `${lead}${verdict.statement.reason}`;
            }
            return `${verdict.pupilIsRight ? "Ja." : "Nein."} ${verdict.statement.reason}`;
          }
          return verdictText(verdict);
        }
      }
      if (STATEMENTS && (intent === "question" || intent === "solution-request")) {
        const answer = answerQuestion(STATEMENTS, input);
        if (answer) return `${answer}\n\nHast du dazu noch eine Frage? Oder möchtest du üben: ${TOPIC_LIST}?`;
      }
      // A claim the statements do not cover is not judged: said honestly (issue 17).
      if (intent === "answer" && !open) return CANNOT_JUDGE;
      const reply = practice.respond(input);
      if (reply || intent !== "question") return reply;
      // A personal question to the tutor ("Wie alt bist du?") is small talk: steer back kindly.
      if (/\b(du|dir|dich|bisch|hesch|bist)\b/i.test(input)) {
        return "Das ist eine nette Frage! Ich bin aber nur ein Übungs-Tutor für Physik. Hast du eine Frage zur Physik, oder möchtest du eine Aufgabe üben?";
      }
      return `Auf diese Frage habe ich leider keine sichere Antwort – ich bin ein einfacher Übungs-Tutor und kenne nur bestimmte Themen. Frag am besten deine Lehrperson oder schau im Physikbuch nach. Erklären kann ich dir zum Beispiel: ${TOPIC_LIST}.`;
    },
  };
}
