// Feedback on one interview answer by simple, explainable criteria: length, a concrete example,
// "ich"-statements, mentions of the profession or company (and for the last question: a question
// of one's own). Each criterion is a plain rule the pupil can understand and apply.
import { hasKeyword, keywordText, wordCount } from "../text.ts";
import { exampleQuote, hasExample, listJoin, pitfallsIn, strengthsIn } from "./interview-coaching.ts";

export const CRITERIA = ["length", "example", "ich", "fit", "question"] as const;
export type Criterion = (typeof CRITERIA)[number];
export type AnswerReview = { met: Criterion[]; missed: Criterion[]; words: number; text: string };

const FIT_WORDS = [
  "beruf",
  "lehre",
  "lehrstelle",
  "betrieb",
  "firma",
  "unternehmen",
  "team",
  "euch",
  "ihnen",
  "ihr ",
];

const PRAISE: Record<Criterion, string> = {
  length: "Deine Antwort hat eine gute Länge.",
  example: "Du bringst ein konkretes Beispiel – das macht dich glaubwürdig.",
  ich: "Du sprichst in Ich-Sätzen und zeigst, wer du bist.",
  fit: "Du stellst einen Bezug zum Beruf oder zum Betrieb her.",
  question: "Du stellst eine eigene Frage – das zeigt echtes Interesse.",
};
const TIPS: Record<Criterion, string> = {
  length: "Deine Antwort ist sehr kurz. Erzähl ruhig mehr – zwei bis vier Sätze sind gut.",
  example:
    "Ein konkretes Beispiel macht deine Antwort stärker, etwa aus der Schnupperlehre, der Schule oder dem Verein.",
  ich: "Sprich mehr von dir selbst: «Ich kann …», «Ich habe …», «Mir gefällt …».",
  fit: "Stell einen Bezug zum Beruf oder zum Betrieb her: Warum passt das zu dieser Lehre?",
  question:
    "Stell am Schluss eine eigene Frage, zum Beispiel: «Wie sieht ein typischer Tag in der Lehre aus?»",
};

// Why a good answer is good, in the order they are named ("Gute Antwort, weil du …").
const GOOD_BECAUSE: readonly Criterion[] = ["example", "fit", "ich", "question"];
const BECAUSE: Record<Criterion, string> = {
  length: "du ausführlich antwortest",
  example: "du ein konkretes Beispiel aus deinem Leben bringst",
  ich: "du in Ich-Sätzen von dir erzählst",
  fit: "du einen Bezug zum Beruf oder zum Betrieb herstellst",
  question: "du eine eigene Frage stellst",
};

// For an answer of 8–19 words: a good start, not "very short".
const LONGER =
  "Das ist ein guter Anfang. Häng noch einen Satz an, zum Beispiel warum dir das für den Beruf hilft – zwei bis vier Sätze sind gut.";

/** Used in the summary: what went well, and the one thing to improve. */
export const SUMMARY_STRENGTH: Record<Criterion, string> = {
  length: "Du antwortest ausführlich genug.",
  example: "Du belegst deine Aussagen mit Beispielen.",
  ich: "Du sprichst klar von dir selbst.",
  fit: "Du zeigst, dass du dich mit dem Beruf beschäftigt hast.",
  question: "Du zeigst Interesse mit eigenen Fragen.",
};
export const SUMMARY_TIP: Record<Criterion, string> = {
  length: "Antworte ausführlicher: zwei bis vier Sätze pro Frage.",
  example: "Bring zu jeder Antwort ein konkretes Beispiel aus deinem Alltag.",
  ich: "Sprich in Ich-Sätzen, damit man dich kennenlernt.",
  fit: "Verbinde deine Antworten mit dem Beruf und dem Betrieb.",
  question: "Bereite eine oder zwei eigene Fragen an den Betrieb vor.",
};

// Which missing criterion matters most when only one tip is given.
const PRIORITY: readonly Criterion[] = ["length", "question", "example", "fit", "ich"];

export function reviewAnswer(
  answer: string,
  profession: string,
  criteria: readonly Criterion[],
): AnswerReview {
  const words = wordCount(answer);
  const ichCount = (keywordText(answer).match(/ (ich|mir|mich|mein\w*) /g) ?? []).length;
  const stem = keywordText(profession).trim().slice(0, 5);
  const checks: Record<Criterion, boolean> = {
    length: words >= 20,
    example: hasExample(answer),
    ich: ichCount >= 2,
    fit: hasKeyword(answer, FIT_WORDS) || (stem.length >= 4 && keywordText(answer).includes(stem)),
    question: answer.includes("?"),
  };
  const met = criteria.filter((c) => checks[c]);
  const missed = PRIORITY.filter((c) => criteria.includes(c) && !checks[c]);
  // A pitfall ("keine Schwächen", "weil es halt cool ist", bad talk about a teacher) is coached
  // first, and the answer gets no praise, however long it is.
  const pitfalls = pitfallsIn(answer);
  const quote = checks.example ? exampleQuote(answer) : null;
  const lines = met
    .slice(0, 3)
    .map((c) =>
      c === "example" && quote
        ? `✓ Du bringst ein konkretes Beispiel: «${quote}» – das macht dich glaubwürdig.`
        : `✓ ${PRAISE[c]}`,
    );
  // Good habits the answer shows by name ("du nennst eine echte Schwäche und sagst, was du dagegen tust").
  for (const habit of strengthsIn(answer).slice(0, 2)) {
    lines.push(`✓ ${habit[0]?.toUpperCase() ?? ""}${habit.slice(1)}.`);
  }
  if (pitfalls.length > 0) lines.unshift(...pitfalls.slice(0, 2).map((p) => `→ ${p}`));
  else if (words >= 12 && checks.example) {
    // A told experience plus what it taught is what interviewers want to hear (issue 17).
    const learnt = hasKeyword(answer, ["gelernt", "gemerkt", "erfahren", "gezeigt"]);
    lines.unshift(
      learnt
        ? "Gute Antwort, weil du ein Erlebnis erzählst und sagst, was du dabei gelernt hast."
        : `Gute Antwort, weil ${listJoin(GOOD_BECAUSE.filter((c) => checks[c] && (c !== "question" || criteria.includes(c))).map((c) => BECAUSE[c]))}.`,
    );
  } else if (words >= 15 && checks.ich && checks.fit && missed.length <= 1) {
    // A solid answer without a told experience: confirmed clearly, the one missing point follows
    // as the tip (a good answer left unconfirmed leaves the pupil unsure what to keep).
    lines.unshift(`Das ist schon eine gute Antwort, weil ${BECAUSE.ich} und ${BECAUSE.fit}.`);
  }
  if (words < 8) lines.unshift(words === 1 ? "Das war nur ein Wort." : `Das waren nur ${words} Wörter.`);
  if (words > 160) lines.push("Recht lang – versuch, in drei bis vier Sätzen auf den Punkt zu kommen.");
  // With a pitfall coached, one more tip would bury it.
  const tip = pitfalls.length > 0 ? undefined : missed[0];
  if (tip === "length" && words >= 8) lines.push(`→ Tipp: ${LONGER}`);
  else if (tip) lines.push(`→ Tipp: ${TIPS[tip]}`);
  if (!tip && pitfalls.length === 0) lines.push("→ Sehr überzeugend, weiter so!");
  return { met, missed, words, text: lines.join("\n") };
}
