// The conceptual physics topics (Stromkreis, Magnetismus, Schall, Licht …): an explanation with one
// example and checking questions the tutor can judge exactly – a choice between named options, or
// a number. The words are data in data/physics-topics.json, checked with zod when the module loads
// (docs/decisions/044-physics-statements-and-topics.md).
import { z } from "zod";
import { findValues } from "../parse-number.ts";
import type { CheckResult, Exercise, Topic } from "../practice.ts";
import { classifyPupilIntent } from "../pupil-intent.ts";
import { toNumber } from "../rational.ts";
import { hasKeyword } from "../text.ts";
import data from "./data/physics-topics.json" with { type: "json" };

const word = z.string().min(1);
const words = z.array(word).readonly();
const someWords = z.array(word).min(1).readonly();

const question = z.object({
  question: z.string(),
  /** The answer is a number (a choice question leaves this out). */
  number: z.number().optional(),
  /** Keywords of the right option and of the wrong ones, with the feedback for each wrong one. */
  right: words,
  wrong: z.array(z.object({ keywords: someWords, reply: z.string() })).readonly(),
  solution: z.string(),
});
type ConceptQuestion = z.infer<typeof question>;

const topic = z.object({
  label: z.string(),
  keywords: someWords,
  lp21: someWords,
  explanation: z.string().min(60).max(700),
  questions: z.tuple([question], question).readonly(),
});

const TOPICS = z.array(topic).parse(data);

const HONEST =
  "Das kann ich nicht sicher beurteilen. Wie bist du darauf gekommen? Antworte möglichst kurz mit einer der Möglichkeiten aus der Frage.";

const COMMAND =
  /^(weiter|wiiter|nächste|naechste|next|andere aufgabe|neue aufgabe|noch eine|überspringen)( bitte)?[\s.!]*$|\b(tipp|hinweis|lösung|loesung|hilfe|weiss nicht|weiss nöd|keine ahnung)\b/i;

function check(q: ConceptQuestion, input: string): CheckResult {
  // A command to the tutor ("weiter", "Tipp") is never an answer, even if it starts like one.
  if (COMMAND.test(input.trim())) return { kind: "none" };
  const intent = classifyPupilIntent(input, { openTask: q.question });
  if (intent === "solution-request" || intent === "question" || intent === "new-topic")
    return { kind: "none" };
  if (q.number !== undefined) {
    const value = findValues(input).at(-1);
    if (!value) return { kind: "none" };
    return toNumber(value) === q.number ? { kind: "correct", note: q.solution } : { kind: "wrong" };
  }
  // "Nein, die Lampe leuchtet nicht": the first word decides when it names an option on its own.
  const head = input.trim().split(/[\s,.;:!?]+/)[0] ?? "";
  const headRight = hasKeyword(head, q.right);
  const headWrong = q.wrong.find((w) => hasKeyword(head, w.keywords));
  if (headRight !== Boolean(headWrong)) {
    return headWrong
      ? { kind: "wrong", text: headWrong.reply, hint: false }
      : { kind: "correct", note: q.solution };
  }
  const right = hasKeyword(input, q.right);
  // An option the pupil rules out ("nicht das Gummiband") is not their answer.
  const ruledOut = input.replace(
    /\b(nicht|kein\w*|nöd|nid)\s+(der |die |das |den |dem |ein |eine |einen )?[\p{L}-]+/giu,
    " ",
  );
  const wrong = q.wrong.find((w) => hasKeyword(ruledOut, w.keywords));
  if (right && !wrong) return { kind: "correct", note: q.solution };
  if (wrong && !right) return { kind: "wrong", text: wrong.reply, hint: false };
  if (right && wrong) {
    return { kind: "step", text: "Du nennst beide Möglichkeiten. Entscheide dich für eine – welche ist es?" };
  }
  return intent === "answer" ? { kind: "step", text: HONEST } : { kind: "none" };
}

function exercise(q: ConceptQuestion): Exercise {
  const first = q.wrong[0]?.reply ?? "Lies die Frage nochmals genau: Welche Möglichkeit passt?";
  return {
    prompt: q.question,
    hints: [first, "Denk an die Erklärung von vorhin: Welche Regel passt zu dieser Frage?"],
    solution: q.solution,
    check: (input) => check(q, input),
  };
}

export const PHYSICS_CONCEPT_TOPICS: Topic[] = TOPICS.map((t) => ({
  label: t.label,
  keywords: t.keywords,
  explanation: t.explanation,
  lp21: t.lp21,
  exercise: (_ctx, i) => exercise(t.questions[i % t.questions.length] ?? t.questions[0]),
}));
