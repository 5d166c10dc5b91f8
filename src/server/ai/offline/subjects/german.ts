// Deutsch: the concept-bank practice (concepts.ts) with Deutsch's own explained topics
// (data/german-topics.json) and, before it, the grammar check of german-grammar.ts: a claim
// about a form or a sentence is judged from the curated tables, not by keywords
// (docs/decisions/042-deutsch-grammar-tables.md).
import type { TutorContext } from "../context.ts";
import type { CoreTopic } from "../core-topics.ts";
import {
  createPracticeSession,
  explainedTopics,
  type PracticeDefinition,
  type SubjectSession,
  type Topic,
} from "../practice.ts";
import { hasKeyword, normalise } from "../text.ts";
import { conceptExercise } from "./concepts.ts";
import { CONCEPT_BANKS } from "./data/concept-banks.ts";
import { GERMAN_TOPICS } from "./data/german-tables.ts";
import { checkGermanClaim, type GrammarReply } from "./german-grammar.ts";

// The specific topics come first: «Adjektiv» is asked about more often than «Wortarten», and a
// tie between two topics' keywords goes to the first (practice.ts, findTopic).
const CONCEPTS = [...GERMAN_TOPICS, ...CONCEPT_BANKS.deutsch.concepts];
const MAIN = CONCEPT_BANKS.deutsch.concepts.map((c) => c.label);
const MORE = GERMAN_TOPICS.map((t) => t.label);

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;

function germanPractice(): PracticeDefinition {
  const isTopicRequest = (input: string) => CONCEPTS.some((c) => hasKeyword(input, c.keywords));
  const topics = CONCEPTS.map(
    (c): Topic => ({
      label: c.label,
      keywords: c.keywords,
      explanation: c.explanation,
      lp21: c.lp21,
      exercise: (_ctx, i) => {
        const order = [c, ...CONCEPTS.filter((o) => o !== c)].flatMap((o) => o.questions);
        const q = order[i % order.length] ?? c.questions[0];
        return conceptExercise(q, isTopicRequest);
      },
    }),
  ) as [Topic, ...Topic[]];
  const offer = `Fragen zu den Themen ${list(MAIN)}`;
  return {
    subjectName: "Deutsch",
    greeting: (c) =>
      `Hallo! Ich bin dein Übungs-Tutor für Deutsch.${c.topic ? ` Du möchtest «${c.topic}» üben.` : ""} Was weisst du schon? Ich stelle dir ${offer} – und erkläre dir auch ${list(MORE.slice(0, 6))} und mehr. Womit möchtest du anfangen?`,
    topics,
    capabilities: `${offer} stellen, dazu ${list(MORE)} erklären. Mehrzahl, Fälle, Verbformen, Wortarten und das/dass in deinen eigenen Sätzen prüfe ich mit meinen Wörterlisten; andere Antworten kann ich nur grob prüfen: Ich achte auf wichtige Begriffe.`,
    checkNote:
      "Ehrlich gesagt: Antworten auf diese Fragen kann ich nur grob prüfen – ich achte auf wichtige Begriffe. Frag bei Unsicherheit auch deine Lehrperson.",
  };
}

// «Schreib mir meinen Aufsatz»: the text stays the pupil's own; the tutor helps to plan it.
const WRITE_FOR_ME =
  /\b(schreib|schrib|verfass|mach)\w*\b.*\b(mir|mer|für mich|für mi)\b.*\b(aufsatz|text|geschichte|bericht|brief|vortrag|zusammenfassung|erzählung|gedicht)/;

function writingCoach(input: string): string | null {
  const n = normalise(input);
  if (!WRITE_FOR_ME.test(n)) return null;
  const about = /\b(ferien|sommerferien|herbstferien|winterferien)\b/.test(n)
    ? "Was hast du in den Ferien erlebt? Notiere drei Erlebnisse in Stichwörtern."
    : "Worüber möchtest du schreiben? Notiere zuerst deine Ideen in Stichwörtern.";
  return `Den Text schreibe ich nicht für dich – er soll ja deiner sein, und du kannst das! Aber ich helfe dir beim Planen. ${about} Dann überlegen wir zusammen: Was kommt in die Einleitung (wer, wann, wo), was ist der spannende Teil im Hauptteil, und wie endet dein Text?`;
}

export function createGermanSession(ctx: TutorContext): SubjectSession {
  const practice = createPracticeSession(germanPractice(), ctx);
  // The form the pupil is finding after a grammar reply («Wie heisst die Mehrzahl von Apfel?»).
  let pending: GrammarReply["followUp"];
  return {
    greeting: practice.greeting,
    capabilities: practice.capabilities,
    respond(input: string): string | null {
      const coached = writingCoach(input);
      if (coached) return coached;
      const checked = checkGermanClaim(input) ?? pending?.(input);
      pending = checked?.kind === "reply" ? checked.followUp : undefined;
      if (checked?.kind === "reply") return checked.text;
      const reply = practice.respond(input);
      if (checked?.kind === "lead") return reply ? `${checked.text}\n\n${reply}` : checked.text;
      return reply;
    },
  };
}

/** Deutsch's explained topics, for the core-topic list (core-topics.ts). */
export function germanCoreTopics(): CoreTopic[] {
  return explainedTopics(germanPractice().topics);
}
