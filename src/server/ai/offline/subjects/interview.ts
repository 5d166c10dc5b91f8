// Bewerbungsgespräch: a structured mock interview for a Lehrstelle. First the desired
// profession, then six classic questions with feedback after each answer, then a summary
// with strengths and one thing to improve.
import { z } from "zod";
import type { TutorContext } from "../context.ts";
import type { CoreTopic } from "../core-topics.ts";
import type { SubjectSession } from "../practice.ts";
import { classifyPupilIntent } from "../pupil-intent.ts";
import { hasKeyword, normalise, wordCount } from "../text.ts";
import questions from "./data/interview-questions.json" with { type: "json" };
import {
  type AnswerReview,
  CRITERIA,
  type Criterion,
  reviewAnswer,
  SUMMARY_STRENGTH,
  SUMMARY_TIP,
} from "./interview-feedback.ts";

// The six questions are data: data/interview-questions.json, checked here on load
// (docs/decisions/037-offline-content-as-data.md). "{beruf}" in a question stands for the
// profession. The capabilities text promises six.
const question = z.object({
  ask: z.string(),
  criteria: z.array(z.enum(CRITERIA)).readonly(),
  tip: z.string(),
});
const QUESTIONS = z.array(question).length(6).parse(questions);

/** A question as asked for this profession (a function, so no `$` in the profession is special). */
const askFor = (q: z.infer<typeof question>, profession: string) =>
  q.ask.replaceAll("{beruf}", () => profession);

const GREETING = /^(hallo|hoi|hi|hey|gruezi|grüezi|guten (morgen|tag|abend)|salut)\b/;
const HELP = ["tipp", "hilfe", "weiss nicht", "keine ahnung", "was soll ich", "wie soll ich"];
const AGAIN = ["nochmal", "noch mal", "noch einmal", "neu starten", "wiederhol", "neue runde"];

/** The six questions of the mock interview, for a profession (the offline plan lists them). */
export function interviewQuestions(profession: string): string[] {
  return QUESTIONS.map((q) => askFor(q, profession));
}

// "… Lehrstelle als Kauffrau EFZ üben", "Ich bewerbe mich bei der Migros als Detailhandelsfachmann":
// the words after als/zum/zur, up to a verb or punctuation. A prepared session's topic is the
// pupil's question, so the interview can start with the profession known.
const AS_PROFESSION =
  /\b(?:als|zum|zur)\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)(?=\s*$|\s*[.,!?;]|\s+(?:bewerben|werden|machen|üben|ueben|vorbereiten|beginnen|anfangen|lernen|bei|in|im)(?![\p{L}]))/iu;
// Words that name the exercise, not a profession ("Vorstellungsgespräch üben").
const NOT_A_PROFESSION =
  /gespr(?:ä|ae)ch|bewerb|interview|vorstellung|lehrstelle|^lehre\b|üben|ueben|tipps?\b/i;

/** The profession named in a question or topic, or null. */
export function professionFromText(text: string): string | null {
  const match = AS_PROFESSION.exec(text.trim());
  const named = match?.[1]?.trim();
  const found =
    named && /\p{L}{2}/u.test(named)
      ? `${named[0]?.toUpperCase() ?? ""}${named.slice(1)}`.slice(0, 60)
      : extractProfession(text);
  return found && !NOT_A_PROFESSION.test(found) ? found : null;
}

/** "Ich möchte eine Lehre als Koch machen" → "Koch". */
export function extractProfession(input: string): string | null {
  if (
    input.includes("?") ||
    /^(hallo|hoi|hi|hey|gruezi|grüezi|ja|nein|ok|okay|weiss nicht)\b/i.test(input.trim())
  ) {
    return null;
  }
  let p = input.trim().replace(/[.!]+$/, "");
  const patterns = [
    /^(ich\s+)?(möchte|moechte|will|würde|wuerde|werde|plane|suche|mache)\s+(gerne?\s+)?/i,
    /^(mein\s+)?(traumberuf|wunschberuf|beruf)\s+(ist\s+)?/i,
    /^(eine?\s+)?(lehre|lehrstelle|ausbildung)\s+(als|zum|zur)\s+/i,
    /^(als|zum|zur)\s+/i,
    /\s+(werden|machen|lernen|beginnen)$/i,
    /^(eine?|der|die)\s+/i,
  ];
  for (let round = 0; round < 3; round++) for (const re of patterns) p = p.replace(re, "").trim();
  if (!/\p{L}{2}/u.test(p) || wordCount(p) > 5) return null;
  return `${p[0]?.toUpperCase() ?? ""}${p.slice(1)}`.slice(0, 60);
}

// Practical questions about the interview itself (issue 17: a question is answered, not
// taken for an answer), each with a short, honest tip.
const PRACTICAL_TIPS: readonly { keywords: readonly string[]; tip: string }[] = [
  {
    keywords: ["anzieh", "kleid", "outfit", "anlegen"],
    tip: "Zieh saubere, gepflegte Kleidung an, die zum Beruf passt: etwas schicker als im Alltag, aber so, dass du dich wohlfühlst. Für eine Werkstatt reichen eine saubere Hose und ein Pullover oder Hemd, im Büro oder im Verkauf darf es etwas eleganter sein.",
  },
  {
    keywords: ["mitnehm", "mitbring"],
    tip: "Nimm deine Bewerbungsunterlagen (Lebenslauf, Zeugnisse), einen Notizblock mit Stift und zwei, drei eigene Fragen an den Betrieb mit.",
  },
];

function practicalTip(input: string, openQuestion: string | null): string | null {
  if (classifyPupilIntent(input, { openTask: openQuestion }) !== "question") return null;
  return PRACTICAL_TIPS.find((t) => hasKeyword(input, t.keywords))?.tip ?? null;
}

/** The topics of a job interview the tutor explains (core-topics.ts). */
export const INTERVIEW_CORE_TOPICS: readonly CoreTopic[] = [];

export function createInterviewSession(ctx: TutorContext): SubjectSession {
  const prepared = ctx.topic ? professionFromText(ctx.topic) : null;
  let profession: string | null = prepared;
  let index = 0;
  let reviews: AnswerReview[] = [];

  const heading = (i: number) => `**Frage ${i + 1} von ${QUESTIONS.length}:** `;
  const ask = (i: number) => {
    const q = QUESTIONS[i];
    return q ? `${heading(i)}${askFor(q, profession ?? "das")}` : heading(i);
  };

  function summary(): string {
    const counts = new Map<Criterion, { met: number; asked: number }>();
    for (const [i, r] of reviews.entries()) {
      for (const c of QUESTIONS[i]?.criteria ?? []) {
        const entry = counts.get(c) ?? { met: 0, asked: 0 };
        entry.asked++;
        if (r.met.includes(c)) entry.met++;
        counts.set(c, entry);
      }
    }
    const rated = [...counts.entries()].map(([c, v]) => ({ c, share: v.met / v.asked }));
    const strengths = rated.filter((r) => r.share >= 0.5).sort((a, b) => b.share - a.share);
    const weakest = [...rated].sort((a, b) => a.share - b.share)[0];
    const words = Math.round(reviews.reduce((sum, r) => sum + r.words, 0) / Math.max(1, reviews.length));
    const good = strengths.length
      ? strengths.slice(0, 3).map((s) => `- ${SUMMARY_STRENGTH[s.c]}`)
      : ["- Du bist drangeblieben und hast alle Fragen beantwortet."];
    const improve =
      weakest && weakest.share < 1 ? SUMMARY_TIP[weakest.c] : "Übe weiter so – du bist gut vorbereitet!";
    return [
      "Das Gespräch ist fertig – danke, das hast du gut durchgezogen! Hier ist meine Zusammenfassung:",
      "",
      "**Das machst du gut:**",
      ...good,
      "",
      `**Daran kannst du arbeiten:** ${improve}`,
      "",
      `Deine Antworten hatten im Schnitt ${words} Wörter. Möchtest du noch eine Runde üben? Schreib «nochmal».`,
    ].join("\n");
  }

  return {
    capabilities:
      "ein Bewerbungsgespräch für eine Lehrstelle üben: Ich stelle dir sechs typische Fragen und gebe dir nach jeder Antwort eine Rückmeldung (Länge, Beispiel, Ich-Sätze, Bezug zum Beruf). Am Schluss bekommst du eine Zusammenfassung.",
    greeting: () =>
      prepared
        ? `Hallo! Wir üben ein Bewerbungsgespräch für eine Lehrstelle als ${prepared}. Ich spiele die Person vom Lehrbetrieb und gebe dir nach jeder Antwort eine kurze Rückmeldung. Stell dir vor, du sitzt jetzt im Büro des Lehrbetriebs.\n\n${ask(0)}`
        : `Hallo! Wir üben ein Bewerbungsgespräch für eine Lehrstelle.${ctx.topic ? ` Thema: «${ctx.topic}».` : ""} Ich spiele die Person vom Lehrbetrieb und gebe dir nach jeder Antwort eine kurze Rückmeldung. Hast du schon einmal ein Vorstellungsgespräch geübt? Sag mir zuerst: Für welchen Beruf möchtest du dich bewerben?`,
    respond(input: string): string | null {
      const n = normalise(input);
      const tip = practicalTip(input, profession ? ask(index) : null);
      if (tip) {
        const back =
          profession && index < QUESTIONS.length
            ? ask(index)
            : "Für welchen Beruf möchtest du dich bewerben?";
        return `${tip}\n\nZurück zum Üben: ${back}`;
      }
      // The profession came with the prepared topic and the opening asked question 1 already: a
      // plain "Hallo" is a greeting back, not the answer.
      if (profession && index === 0 && reviews.length === 0 && wordCount(n) <= 3 && GREETING.test(n)) {
        return `Schön, dass du da bist!\n\n${ask(0)}`;
      }
      if (!profession) {
        profession = extractProfession(input);
        if (!profession) return null;
        return `Super, wir üben für eine Lehrstelle als ${profession}. Stell dir vor, du sitzt jetzt im Büro des Lehrbetriebs. Antworte so, wie du es im echten Gespräch tun würdest.\n\n${ask(0)}`;
      }
      if (index >= QUESTIONS.length) {
        if (!hasKeyword(n, AGAIN)) return null;
        index = 0;
        reviews = [];
        return `Gern, neue Runde für die Lehrstelle als ${profession}!\n\n${ask(0)}`;
      }
      const question = QUESTIONS[index];
      if (!question) return null;
      if (wordCount(n) <= 6 && hasKeyword(n, HELP)) {
        return `Tipp für diese Frage: ${question.tip}\n\n${ask(index)}`;
      }
      const review = reviewAnswer(input, profession, question.criteria);
      reviews.push(review);
      index++;
      const feedback = `**Rückmeldung:**\n${review.text}`;
      return index < QUESTIONS.length ? `${feedback}\n\n${ask(index)}` : `${feedback}\n\n${summary()}`;
    },
  };
}
