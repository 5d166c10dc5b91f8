// The explained maths topics (issue 17, «Explain, then practise»): the words are data in
// data/math-topics.json, checked here when the module loads (docs/decisions/037-offline-content-as-data.md).
// Every exercise has one exact answer, so the tutor judges it and never praises a wrong result:
// an arithmetic expression (math-arithmetic.ts), a word task the maths parsers read
// (math-units.ts, math-word-tasks.ts), or a task with its answer written out.
import { z } from "zod";
import { cleanMath, findValues } from "../parse-number.ts";
import type { CheckResult, Exercise, Topic } from "../practice.ts";
import { equals, formatFraction, type Rational } from "../rational.ts";
import data from "./data/math-topics.json" with { type: "json" };
import { arithmeticExercise } from "./math-arithmetic.ts";
import { checkQuantity, unitConversionTask, unitOf } from "./math-units.ts";
import { discountTask, geometryTask } from "./math-word-tasks.ts";

const fixed = z.object({
  task: z.string(),
  /** "84", "3/4", "0,75" or several numbers ("9 Rest 2"). */
  answer: z.string(),
  /** Unit of the answer; an answer in another unit of the same quantity is converted. */
  unit: z.string().optional(),
  /** "reduced": the fraction must be fully reduced; "exact": written exactly so; "decimal": no fraction bar. */
  form: z.enum(["reduced", "exact", "decimal"]).optional(),
  hints: z.tuple([z.string()], z.string()).readonly(),
  solution: z.string(),
});
const exercise = z.union([
  fixed,
  z.object({ expression: z.string() }),
  /** A word task in the pupil's words, read by the same parsers as a task the pupil brings. */
  z.object({ word: z.string() }),
]);
const topic = z.object({
  label: z.string(),
  keywords: z.array(z.string()).readonly(),
  lp21: z.array(z.string()).readonly(),
  explanation: z.string(),
  exercises: z.tuple([exercise], exercise).readonly(),
});

export const MATH_TOPIC_DATA = z.array(topic).readonly().parse(data);
type Fixed = z.infer<typeof fixed>;

/** The pupil's numbers after the last "=": "3 von 8" reads as 3/8 and "50 %" as 1/2. */
function proposedValues(input: string): Rational[] {
  const text = cleanMath(input)
    .replace(/.*=/s, "")
    .replace(/(\d+)\s+von\s+(\d+)/gi, "$1/$2");
  const percent = /(-?\d+(?:[.,]\d+)?)\s*(?:%|prozent)/i.exec(text);
  if (percent) {
    const [value] = findValues(percent[1] ?? "");
    return value ? [{ n: value.n, d: value.d * 100 }] : [];
  }
  return findValues(text.replace(/°/g, " "));
}

/**
 * A decimal answer rounded from an exact value with no short decimal form ("0,17" or "16,7 %"
 * for 1/6): right when it equals the value rounded to as many places as the pupil wrote.
 */
function roundedFrom(input: string, exact: Rational): boolean {
  const m = /(-?\d+)[.,](\d+)\s*(%|prozent)?[^\d]*$/i.exec(input.replace(/.*=/s, ""));
  if (!m) return false;
  const places = (m[2] ?? "").length;
  // "0,2" for 1/6 is too rough to count: two places, or one place of a percentage.
  if (places < (m[3] ? 1 : 2)) return false;
  const target = (exact.n / exact.d) * (m[3] ? 100 : 1);
  const factor = 10 ** places;
  const rounded = Math.round(target * factor) / factor;
  const hasShortForm = Math.abs(rounded - target) < 1e-12;
  return !hasShortForm && Math.abs(rounded - Number(`${m[1]}.${m[2]}`)) < 1e-9;
}

function fixedExercise(item: Fixed, topicLabel: string): Exercise {
  const expected = findValues(item.answer);
  const unit = item.unit ? unitOf(item.unit) : null;
  const single = expected.length === 1 ? expected[0] : undefined;
  function check(input: string): CheckResult {
    if (unit && single) {
      const judged = checkQuantity(input, single, unit);
      return judged ?? { kind: "none" };
    }
    const values = proposedValues(input);
    if (values.length === 0) return { kind: "none" };
    const given = values.slice(-expected.length);
    const same =
      given.length === expected.length && given.every((v, i) => equals(v, expected[i] as Rational));
    if (!same && single && roundedFrom(input, single)) {
      return { kind: "correct", note: `Gut gerundet – ganz genau ist es ${formatFraction(single)}.` };
    }
    if (!same) {
      const rest = expected.length > 1 && values.length === 1;
      return rest
        ? { kind: "wrong", text: "Schreib beide Zahlen: wie oft es passt und den Rest." }
        : { kind: "wrong" };
    }
    const written = /(-?\d+)\s*\/\s*(\d+)\s*$/.exec(cleanMath(input).replace(/[.!?\s]+$/, ""));
    if (item.form === "decimal" && written) {
      return {
        kind: "step",
        text: "Das ist gleich viel, aber noch als Bruch geschrieben. Wie heisst es mit Komma?",
      };
    }
    if ((item.form === "reduced" || item.form === "exact") && single) {
      const literal = written ? `${written[1]}/${written[2]}` : null;
      const target = item.form === "exact" ? item.answer.replace(/\s/g, "") : formatFraction(single);
      if (literal !== target) {
        return item.form === "reduced"
          ? {
              kind: "step",
              text: "Das ist gleich viel – aber du kannst noch weiter kürzen. Durch welche Zahl?",
            }
          : {
              kind: "step",
              text: "Das ist gleich viel, aber noch nicht mit dem verlangten Nenner geschrieben.",
            };
      }
    }
    return { kind: "correct" };
  }
  return { prompt: item.task, hints: item.hints, solution: item.solution, check, topic: topicLabel };
}

function toExercise(item: z.infer<typeof exercise>, topicLabel: string): Exercise {
  if ("expression" in item) {
    const ex = arithmeticExercise(item.expression);
    if (!ex) throw new Error(`math-topics.json: not an expression: ${item.expression}`);
    return { ...ex, topic: topicLabel };
  }
  if ("word" in item) {
    const ex = geometryTask(item.word) ?? unitConversionTask(item.word) ?? discountTask(item.word);
    if (!ex) throw new Error(`math-topics.json: no parser reads: ${item.word}`);
    return { ...ex, prompt: item.word, topic: topicLabel };
  }
  return fixedExercise(item, topicLabel);
}

/** The topics of data/math-topics.json as practice topics; all exercises are built once here. */
export const MATH_DATA_TOPICS: Topic[] = MATH_TOPIC_DATA.map((t) => {
  const exercises = t.exercises.map((e) => toExercise(e, t.label));
  return {
    label: t.label,
    keywords: t.keywords,
    lp21: t.lp21,
    explanation: t.explanation,
    exercise: (_ctx, index) => exercises[index % exercises.length] as Exercise,
  };
});
