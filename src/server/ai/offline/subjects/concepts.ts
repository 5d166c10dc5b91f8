// Deutsch, Chemie, Biologie: guiding questions from a small concept bank. Answers are checked
// only roughly, by key ideas (keywords); the tutor says so openly.
import type { TutorContext } from "../context.ts";
import type { CoreTopic } from "../core-topics.ts";
import type { CheckResult, Exercise, PracticeDefinition, SubjectSession, Topic } from "../practice.ts";
import { createPracticeSession, explainedTopics } from "../practice.ts";
import { classifyPupilIntent } from "../pupil-intent.ts";
import { foldAccents, hasKeyword, normalise, wordCount } from "../text.ts";
import { CONCEPT_BANKS, type ConceptQuestion, type ConceptSubject } from "./data/concept-banks.ts";
import { STATEMENT_BANKS } from "./data/statements.ts";
import { describeItem, type Judgement, judgeStatement } from "./statement-check.ts";

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;

export function conceptExercise(
  q: ConceptQuestion,
  isTopicRequest: (input: string) => boolean,
  judge?: (input: string) => Judgement | null,
): Exercise {
  const hints = q.ideas.map((idea) => idea.hint) as [string, ...string[]];
  return {
    prompt: q.question,
    hints,
    solution: q.explanation,
    check(input: string): CheckResult {
      // The relation first: the right words in the wrong direction are wrong, never «a part».
      const judged = judge?.(input) ?? null;
      if (judged?.verdict === "wrong")
        return { kind: "wrong", text: `Das stimmt so nicht. ${judged.reason}` };
      const found = q.ideas.filter((idea) => hasKeyword(input, idea.keywords));
      const missing = q.ideas.filter((idea) => !found.includes(idea));
      if (found.length === 0 && (isTopicRequest(input) || wordCount(input) === 0)) return { kind: "none" };
      if (missing.length === 0) {
        return {
          kind: "correct",
          note: `Du hast an das Wichtigste gedacht: ${list(found.map((i) => i.label))}.`,
        };
      }
      if (found.length > 0 && judged?.verdict === "right") {
        return {
          kind: "wrong",
          hint: false,
          text: `Das stimmt. Es fehlt aber noch etwas. ${missing[0]?.hint ?? ""}`,
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

// A yes/no question («Ist ein Wal ein Fisch?») is a claim to check; «Warum …?» only when its
// premise is wrong («Warum ist ein Wal ein Fisch?»).
const YES_NO =
  /^(ist|isch|sind|sin|hat|het|haben|hend|kann|chan|konnen|stimmt|gibt|git|nehmen|nimmt|macht|machen|brauchen|braucht)\b/;
const WHY = /^(warum|wieso|weshalb|werum)\b/;
const ASKS_ROLE =
  /\b(was (macht|machen|tut|tun|mached)|wozu|wofur|welche aufgabe|welche funktion|aufgabe|funktion|zustandig)\b/;

const said = (j: Judgement) => (j.detail ? `${j.reason} ${j.detail}` : j.reason);

/** The statement check of a science subject, as the practice's interjection (practice.ts). */
function scienceInterjection(
  subjectId: string,
  isTopicRequest: (input: string) => boolean,
  labels: readonly string[],
): PracticeDefinition["interject"] {
  return (input, open) => {
    const intent = classifyPupilIntent(input, { openTask: open?.prompt ?? null });
    if (intent === "solution-request") return null;
    const n = foldAccents(normalise(input));
    if (intent === "question") {
      const judged = YES_NO.test(n) || WHY.test(n) ? judgeStatement(subjectId, input) : null;
      if (judged && (YES_NO.test(n) || judged.verdict === "wrong")) {
        const lead = WHY.test(n)
          ? "Vorsicht, in deiner Frage steckt ein Fehler:"
          : judged.verdict === "right"
            ? "Ja, das stimmt!"
            : "Nein, das stimmt so nicht.";
        return { reply: `${lead} ${said(judged)}`, thenTopic: judged.topic };
      }
      const item = ASKS_ROLE.test(n) && !open ? describeItem(subjectId, input) : null;
      if (item) return { reply: item.text, thenTopic: item.topic };
      // A question outside every topic gets an honest answer, not the greeting again.
      if (!open && !isTopicRequest(input) && !describeItem(subjectId, input)) {
        return {
          reply: `Dazu kann ich dir leider nichts Sicheres erklären – das gehört nicht zu meinen Themen. Erklären kann ich dir ${list(labels)}. Welches Thema passt zu deiner Frage? Frag sonst deine Lehrperson.`,
        };
      }
      return null;
    }
    const judged = judgeStatement(subjectId, input);
    if (judged) {
      // An answer to the open exercise on the same topic is checked there (conceptExercise).
      if (open && judged.topic === open.topic) return null;
      const lead = judged.verdict === "right" ? "Ja, das stimmt!" : "Nein, das stimmt so nicht.";
      return { reply: `${lead} ${said(judged)}`, thenTopic: judged.topic };
    }
    if (intent === "answer" && !open) {
      return {
        reply:
          "Ob das stimmt, kann ich mit meinem Wissen nicht sicher beurteilen – ich will dir nichts Falsches bestätigen. Wie bist du darauf gekommen? Erzähl mir, woher du das weisst, oder frag zur Sicherheit deine Lehrperson.",
      };
    }
    return null;
  };
}

function conceptPractice(subjectId: ConceptSubject): PracticeDefinition {
  const bank = CONCEPT_BANKS[subjectId];
  const science = subjectId in STATEMENT_BANKS;
  const judge = (topic: string) =>
    science ? (input: string) => judgeStatement(subjectId, input, topic) : undefined;
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
        const order = [c, ...bank.concepts.filter((o) => o !== c)].flatMap((o) =>
          o.questions.map((q) => ({ q, topic: o.label })),
        );
        const { q, topic } = order[i % order.length] ?? { q: c.questions[0], topic: c.label };
        // The question's own topic words are answers here («Säugetier» to «Zu welcher Klasse …?»),
        // only another topic's words ask to switch.
        const otherTopic = (input: string) =>
          bank.concepts.some((o) => o.label !== topic && hasKeyword(input, o.keywords));
        return { ...conceptExercise(q, otherTopic, judge(topic)), topic };
      },
    }),
  ) as [Topic, ...Topic[]];
  return {
    subjectName: bank.name,
    greeting: (c) =>
      `Hallo! Ich bin dein Übungs-Tutor für ${bank.name}.${c.topic ? ` Du möchtest «${c.topic}» üben.` : ""} Was weisst du schon? Ich stelle dir Fragen zu den Themen ${list(labels)} – womit möchtest du anfangen?`,
    topics,
    capabilities: `Fragen zu den Themen ${list(labels)} stellen und dir mit Tipps weiterhelfen. Deine Antworten kann ich nur grob prüfen: Ich achte auf wichtige Begriffe.`,
    ...(science ? { interject: scienceInterjection(subjectId, isTopicRequest, labels) } : {}),
    checkNote:
      "Ehrlich gesagt: Ich kann deine Antwort nur grob prüfen – ich achte auf wichtige Begriffe. Frag bei Unsicherheit auch deine Lehrperson.",
  };
}
