// Deutsch, Chemie, Biologie: guiding questions from a small concept bank. Answers are checked
// only roughly, by key ideas (keywords); the tutor says so openly.
import type { TutorContext } from "../context.ts";
import type { CoreTopic } from "../core-topics.ts";
import type { CheckResult, Exercise, PracticeDefinition, SubjectSession, Topic } from "../practice.ts";
import { createPracticeSession, explainedTopics } from "../practice.ts";
import { hasKeyword, wordCount } from "../text.ts";
import { CONCEPT_BANKS, type ConceptQuestion, type ConceptSubject } from "./data/concept-banks.ts";

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;

export function conceptExercise(q: ConceptQuestion, isTopicRequest: (input: string) => boolean): Exercise {
  const hints = q.ideas.map((idea) => idea.hint) as [string, ...string[]];
  return {
    prompt: q.question,
    hints,
    solution: q.explanation,
    check(input: string): CheckResult {
      const found = q.ideas.filter((idea) => hasKeyword(input, idea.keywords));
      const missing = q.ideas.filter((idea) => !found.includes(idea));
      if (found.length === 0 && (isTopicRequest(input) || wordCount(input) === 0)) return { kind: "none" };
      if (missing.length === 0) {
        return {
          kind: "correct",
          note: `Du hast an das Wichtigste gedacht: ${list(found.map((i) => i.label))}.`,
        };
      }
      if (found.length > 0) {
        return {
          kind: "wrong",
          hint: false,
          text: `Ein Teil stimmt schon: ${list(found.map((i) => i.label))}. Es fehlt noch etwas. ${missing[0]?.hint ?? ""}`,
        };
      }
      return { kind: "wrong", text: "Das finde ich in deiner Antwort noch nicht." };
    },
  };
}

export function createConceptSession(subjectId: ConceptSubject, ctx: TutorContext): SubjectSession {
  return createPracticeSession(conceptPractice(subjectId), ctx);
}

/** The subject's explained concepts, for the core-topic list (core-topics.ts). */
export function conceptCoreTopics(subjectId: ConceptSubject): CoreTopic[] {
  return explainedTopics(conceptPractice(subjectId).topics);
}

function conceptPractice(subjectId: ConceptSubject): PracticeDefinition {
  const bank = CONCEPT_BANKS[subjectId];
  // The labels are nominative («Satzglieder», «Zelle»): «zu den Themen …» keeps every one of them
  // correct German («Fragen zu Satzglieder» was not).
  const labels = bank.concepts.map((c) => c.label);
  const isTopicRequest = (input: string) => bank.concepts.some((c) => hasKeyword(input, c.keywords));
  const topics = bank.concepts.map(
    (c): Topic => ({
      label: c.label,
      keywords: c.keywords,
      explanation: c.explanation,
      lp21: c.lp21,
      // This concept's questions first, then the other concepts', so «weiter» never repeats at once.
      exercise: (_ctx, i) => {
        const order = [c, ...bank.concepts.filter((o) => o !== c)].flatMap((o) => o.questions);
        const q = order[i % order.length] ?? c.questions[0];
        return conceptExercise(q, isTopicRequest);
      },
    }),
  ) as [Topic, ...Topic[]];
  return {
    subjectName: bank.name,
    greeting: (c) =>
      `Hallo! Ich bin dein Übungs-Tutor für ${bank.name}.${c.topic ? ` Du möchtest «${c.topic}» üben.` : ""} Was weisst du schon? Ich stelle dir Fragen zu den Themen ${list(labels)} – womit möchtest du anfangen?`,
    topics,
    capabilities: `Fragen zu den Themen ${list(labels)} stellen und dir mit Tipps weiterhelfen. Deine Antworten kann ich nur grob prüfen: Ich achte auf wichtige Begriffe.`,
    checkNote:
      "Ehrlich gesagt: Ich kann deine Antwort nur grob prüfen – ich achte auf wichtige Begriffe. Frag bei Unsicherheit auch deine Lehrperson.",
  };
}
