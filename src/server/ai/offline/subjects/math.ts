// Mathematik: Brüche, Prozent, Gleichungen und Kopfrechnen, from a small bank graded by school
// type, plus tasks the pupil brings ("Was ist 3/4 + 1/8?", "Löse 2x + 3 = 11").
import { levelOf, type TutorContext } from "../context.ts";
import { findValues } from "../parse-number.ts";
import {
  createPracticeSession,
  type Exercise,
  explainedTopics,
  type SubjectSession,
  type Topic,
} from "../practice.ts";
import { classifyPupilIntent } from "../pupil-intent.ts";
import { rational } from "../rational.ts";
import { hasKeyword } from "../text.ts";
import { arithmeticExercise, toMathSyntax } from "./math-arithmetic.ts";
import { equationExercise } from "./math-equations.ts";
import { exactFractionTask, splitStatedAnswer } from "./math-exact.ts";
import { fractionExercise, percentExercise } from "./math-fractions.ts";
import { compareTask, fractionOfTask, roundTask, shareTask } from "./math-number-tasks.ts";
import { MATH_DATA_TOPICS } from "./math-topics.ts";
import { unitConversionTask } from "./math-units.ts";
import { discountTask, geometryTask } from "./math-word-tasks.ts";

const FRACTIONS = [
  ["1/4 + 2/4", "1/2 + 1/4", "3/5 - 1/5", "1/3 + 1/6"],
  ["3/4 + 1/8", "1/2 + 1/3", "5/6 - 1/4", "2/3 + 3/4"],
  ["3/4 + 1/8", "5/6 - 1/4", "2/3 + 3/4", "7/12 + 5/18"],
] as const;
const EQUATIONS = [
  ["x + 7 = 15", "3x = 21", "x - 4 = 9", "2x + 1 = 9"],
  ["2x + 3 = 11", "3x - 5 = 10", "4x + 7 = 27", "5x - 2 = 3x + 8"],
  ["5x - 2 = 3x + 8", "3(x - 2) = 12", "x/2 + 4 = 7", "7 - 2x = 1"],
] as const;
const PERCENTS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [50, 80],
    [10, 120],
    [25, 40],
    [20, 50],
  ],
  [
    [20, 150],
    [25, 80],
    [15, 200],
    [30, 70],
  ],
  [
    [20, 150],
    [15, 260],
    [35, 80],
    [12, 250],
  ],
];
const MENTAL = [
  ["7 · 8", "56 + 38", "83 - 47", "72 : 8"],
  ["13 · 6", "144 : 12", "250 - 75 + 30", "3 · (12 + 8)"],
  ["17 · 12", "625 : 25", "3 · (12 + 8) - 4 · 5", "15 · 15"],
] as const;

function at<T>(bank: readonly (readonly T[])[], ctx: TutorContext, index: number): T {
  const list = bank[levelOf(ctx)] ?? bank[1] ?? [];
  const item = list[index % list.length];
  if (item === undefined) throw new Error("empty exercise bank");
  return item;
}

const FRACTION_RE = /(-?\d+)\s*\/\s*(\d+)\s*([+\-−])\s*(\d+)\s*\/\s*(\d+)/;
const PERCENT_RE = /(\d+(?:[.,]\d+)?)\s*(?:%|prozent)\s*(?:von|aus)\s*(\d+(?:'\d{3})*(?:[.,]\d+)?)/i;

function fractionFrom(text: string): Exercise | null {
  const m = FRACTION_RE.exec(text);
  if (!m || Number(m[2]) === 0 || Number(m[5]) === 0) return null;
  const op = m[3] === "+" ? "+" : "-";
  const ex = fractionExercise(rational(Number(m[1]), Number(m[2])), op, rational(Number(m[4]), Number(m[5])));
  return { ...ex, topic: "Brüche" };
}

function percentFrom(text: string): Exercise | null {
  const m = PERCENT_RE.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const [p, base] = findValues(`${m[1]} ${m[2]}`);
  return p && base ? { ...percentExercise(p.n / p.d, base.n / base.d), topic: "Prozent" } : null;
}

// A linear equation or an arithmetic expression inside a sentence ("Löse 2x + 3 = 11 bitte").
const EQUATION_IN_TEXT = /[-−]?[\dx(][\dx\s+\-−*/·:().,]*=\s*[-−]?[\dx\s+\-−*/·:().,]*[\dx)]/i;
const EXPRESSION_IN_TEXT = /[-−]?[\d(][\d\s+\-−*/·×:^().,]*[\d)]/;

const topics: [Topic, ...Topic[]] = [
  {
    label: "Brüche",
    keywords: [
      "bruch",
      "bruche",
      "brueche",
      "nenner",
      "zahler",
      "halfte",
      "drittel",
      "viertel",
      "achtel",
      "kehrwert",
    ],
    lp21: ["MA.1.A.1", "MA.1.A.3"],
    explanation:
      "Bei einem Bruch sagt der Nenner, in wie viele gleiche Teile das Ganze geteilt ist; der Zähler zählt die Teile. Darum addierst du nur die Zähler – und nur, wenn die Nenner gleich sind. Sonst machst du die Nenner zuerst gleich: 1/5 + 1/10 = 2/10 + 1/10 = 3/10. Würdest du die Nenner addieren, wären die Teile plötzlich kleiner: 1/2 + 1/2 gäbe 2/4, also nur ein halbes Ganzes statt eines Ganzen. Kürzen heisst: Zähler und Nenner durch dieselbe Zahl teilen, zum Beispiel 6/8 = 3/4. Malnehmen ist einfacher: Zähler mal Zähler, Nenner mal Nenner.",
    exercise: (ctx, i) => fractionFrom(at(FRACTIONS, ctx, i)) as Exercise,
  },
  {
    label: "Prozent",
    keywords: ["prozent", "%", "rabatt"],
    lp21: ["MA.1.A.3", "MA.3.C.2"],
    explanation:
      "Prozent heisst «von hundert»: 25 % sind 25 von 100 Teilen, also ein Viertel. Für 25 % von 60 rechnest du zuerst 1 % (60 : 100 = 0,6) und dann mal 25: Das gibt 15.",
    exercise: (ctx, i) => {
      const [p, base] = at(PERCENTS, ctx, i);
      return percentExercise(p, base);
    },
  },
  {
    label: "Gleichungen",
    keywords: ["gleichung", "unbekannte", "variable", "algebra"],
    lp21: ["MA.1.A.4", "MA.3.C.3"],
    explanation:
      "Eine Gleichung ist wie eine Waage im Gleichgewicht: Was du auf einer Seite machst, machst du auch auf der anderen. So bleibt x am Schluss allein: 2x + 5 = 13, minus 5 auf beiden Seiten gibt 2x = 8, geteilt durch 2 gibt x = 4.",
    exercise: (ctx, i) => equationExercise(at(EQUATIONS, ctx, i)) as Exercise,
  },
  {
    label: "Kopfrechnen",
    // Operation words ("plus", "mal") are no keywords: "Warum gibt minus mal minus plus?" is about
    // negative numbers, and "Nenner addieren" about fractions.
    keywords: ["kopfrechnen", "kopfrechn", "im kopf", "punkt vor strich", "klammer", "rechenregel"],
    lp21: ["MA.1.A.3", "MA.1.C.1"],
    explanation:
      "Beim Kopfrechnen zerlegst du schwierige Zahlen in leichte: 47 + 38 rechnest du als 47 + 30 = 77 und dann 77 + 8 = 85. Bei längeren Rechnungen gilt: zuerst die Klammern, dann Punkt vor Strich (mal und geteilt vor plus und minus). Also 3 + 4 · 5 = 3 + 20 = 23, nicht 35.",
    exercise: (ctx, i) => arithmeticExercise(at(MENTAL, ctx, i)) as Exercise,
  },
  ...MATH_DATA_TOPICS,
];

export const MATH_CORE_TOPICS = explainedTopics(topics);

export function parseMathTask(input: string): Exercise | null {
  const { task, answer } = splitStatedAnswer(input);
  const word = wordTask(input);
  // "Wie viele cm sind 3,5 m? Ich denke 350": the answer after the question, if the task has none.
  if (word)
    return answer && !word.statedAnswer && task.trim().endsWith("?")
      ? { ...word, statedAnswer: answer }
      : word;
  if (!answer) {
    const claim = claimedResult(input);
    const claimed = claim ? taskFrom(claim.task) : null;
    if (claim && claimed) return { ...claimed, statedAnswer: claim.answer };
  }
  const exercise = taskFrom(task);
  return exercise && answer ? { ...exercise, statedAnswer: answer } : exercise;
}

const RESULT = String.raw`([-−]?\d[\d'.,/]*(?:\s+\d+\s*/\s*\d+)?(?:\s*(?:rest|r)\s*\d+)?)`;
const TAG = String.raw`(?:\s*,?\s*(?:oder|stimmt\w*|richtig|gell|gäll|nicht wahr|isch das richtig|ist das richtig)\b.*)?[\s?.!]*$`;
// "12 mal 7 ist 86, oder?", "Ist 7 mal 8 gleich 54?", "Die Lösung von 2x + 3 = 11 ist 4"
const CLAIM_VERB = new RegExp(
  String.raw`^(.*\d.*?)\s+(?:ist|sind|gibt|ergibt|ergeben|macht|machen|gleich|isch|git)\s+(?:doch\s+|also\s+|dann\s+|wohl\s+|genau\s+)?${RESULT}${TAG}`,
  "i",
);
// "Ich habe bei 345 + 278 das Resultat 613", "… und komme auf 613"
const CLAIM_RESULT = new RegExp(
  String.raw`^(.*\d.*?)\s+(?:(?:das|als|mein|ein)\s+)?(?:resultat|ergebnis|lösung|loesung|antwort|komme? auf|kommt|chume uf)\s*(?:ist\s+|wäre\s+|:\s*)?${RESULT}(?:\s*(?:raus|heraus|use))?${TAG}`,
  "i",
);
// "Ich komme bei 47 : 5 auf 9 Rest 2"
const CLAIM_ARRIVE = new RegExp(
  String.raw`^(.*\d.*?)\s+(?:auf|uf)\s+${RESULT}(?:\s*(?:raus|heraus|use))?${TAG}`,
  "i",
);
// "x = 3 bei 2x + 1 = 7?"
const CLAIM_FIRST = /^\s*(x\s*=\s*[-−]?\d[\d.,/]*)\s+(?:bei|für|fur|in)\s+(.+)$/i;

/** The pupil's claimed result in words rather than after "=" or "?"; null when there is none. */
function claimedResult(input: string): { task: string; answer: string } | null {
  const first = CLAIM_FIRST.exec(input);
  if (first?.[1] && first[2]) return { task: first[2], answer: first[1] };
  const arrives = /\b(?:komm|chum)/i.test(input) ? CLAIM_ARRIVE.exec(input) : null;
  const m = CLAIM_RESULT.exec(input) ?? arrives ?? CLAIM_VERB.exec(input);
  return m?.[1] && m[2] ? { task: m[1], answer: m[2].replace(/[.,]+$/, "") } : null;
}

/** A word or number task that finds the pupil's own claimed result itself. */
function wordTask(input: string): Exercise | null {
  return (
    unitConversionTask(input) ??
    geometryTask(input) ??
    discountTask(input) ??
    shareTask(input) ??
    fractionOfTask(input) ??
    roundTask(input) ??
    compareTask(input)
  );
}

function taskFrom(input: string): Exercise | null {
  const exact = exactFractionTask(input);
  if (exact) return exact;
  const percent = percentFrom(input);
  if (percent) return percent;
  const fraction = fractionFrom(input);
  if (fraction) return fraction;
  const equation = EQUATION_IN_TEXT.exec(input)?.[0];
  const asEquation = equation && /x/i.test(equation) ? equationExercise(equation) : null;
  if (asEquation) return { ...asEquation, topic: "Gleichungen" };
  const expression = EXPRESSION_IN_TEXT.exec(toMathSyntax(input))?.[0];
  // A lone fraction ("7/8") is an answer, not a division task; "72 : 8" is a division task.
  // "Massstab 1:100" and "im Verhältnis 2:3" name a ratio, not a division to do.
  if (/massstab|verh(?:ä|ae|a)ltnis/i.test(input) && !/=|\?\s*\S/.test(input)) return null;
  const divides = /:|÷|geteilt|durch/i.test(input);
  if (!expression || (!divides && /^\s*-?\d+\s*\/\s*\d+\s*$/.test(expression))) return null;
  const asArithmetic = arithmeticExercise(expression);
  return asArithmetic ? { ...asArithmetic, topic: "Kopfrechnen" } : null;
}

const TOPIC_LIST = topics.map((t) => t.label).join(", ");
// Words that make a question a maths question, so «Welchen Fussballclub magst du?» is not one.
const MATH_CUES = [
  "mathe",
  "zahl",
  "rechn",
  "formel",
  "geometri",
  "figur",
  "korper",
  "kreis",
  "dreieck",
  "viereck",
  "kugel",
  "zylinder",
  "pyramide",
  "prisma",
  "funktion",
  "graph",
  "koordinat",
  "symmetr",
  "spiegel",
  "parallel",
  "senkrecht",
  "gerade",
  "strecke",
  "mass",
  "gleich",
  "plus",
  "minus",
  "mal ",
  "geteilt",
  "summe",
  "differenz",
  "produkt",
  "quotient",
  "wurzel",
  "statistik",
  "kombinat",
  "schatz",
  "einheit",
];

export function createMathSession(ctx: TutorContext): SubjectSession {
  const session = createPracticeSession(
    {
      subjectName: "Mathematik",
      greeting: (c) =>
        c.topic
          ? `Hallo! Ich bin dein Übungs-Tutor für Mathematik. Du möchtest «${c.topic}» üben. Was weisst du schon darüber? Oder sollen wir gleich mit einer Aufgabe starten?`
          : "Hallo! Ich bin dein Übungs-Tutor für Mathematik. Was kannst du schon gut, und was möchtest du üben: Brüche, Prozent, Gleichungen oder Kopfrechnen? Du kannst mir auch eine eigene Aufgabe schicken.",
      topics,
      capabilities: `Brüche, Prozent, Gleichungen und Kopfrechnen üben – und diese Themen erkläre ich dir auch: ${TOPIC_LIST}. Ich prüfe deine Antworten und gebe dir Tipps. Du kannst mir auch eine Aufgabe schicken, zum Beispiel «Was ist 3/4 + 1/8?» oder «Löse 2x + 3 = 11».`,
      parseTask: parseMathTask,
    },
    ctx,
  );
  return {
    ...session,
    respond(input: string): string | null {
      const reply = session.respond(input);
      if (reply !== null || classifyPupilIntent(input, { openTask: null }) !== "question") return reply;
      if (!/\d/.test(input) && !hasKeyword(input, MATH_CUES)) return null;
      // No topic word, but the numbers show the topic: "Warum ist 0,5 gleich 1/2?".
      const byNotation = /\d,\d/.test(input) ? "Dezimalzahlen" : /\d\s*\/\s*\d/.test(input) ? "Brüche" : null;
      if (byNotation) return session.respond(`Kannst du mir ${byNotation} erklären?`);
      // A maths question with no topic of ours: say so honestly instead of greeting again.
      return `Dazu habe ich leider keine Erklärung gespeichert – ich bin ein einfacher Übungs-Tutor ohne grosse KI. Frag am besten deine Lehrperson. Erklären kann ich dir diese Themen: ${TOPIC_LIST}. Welches möchtest du anschauen?`;
    },
  };
}
