import type { GeneratedPlan, PreparationPlan } from "#shared/contracts/preparation.ts";
import { isInterviewSubject } from "#shared/domain/subjects.ts";
import { hasKeyword } from "../offline/text.ts";
import { interviewPlan } from "./offline-interview-plan.ts";
import { SUBJECT_TEMPLATES } from "./offline-plan-templates.ts";
import {
  difficulty,
  duration,
  firstLine,
  levelOf,
  type PlanRequest,
  planFiles,
  topicOf,
} from "./plan-request.ts";

// The deterministic planner: a plan from the question, subject, school type, grade and the
// analysed files, without any model. It serves the offline installation and stands in when a
// hosted model fails. Same input, same plan; it only quotes what the upload analysis extracted.
export function buildOfflinePlan(request: PlanRequest): GeneratedPlan {
  return isInterviewSubject(request.subject) ? interviewPlan(request) : learningPlan(request);
}

const isWorksheet = (name: string) => /blatt|aufgabe|übung|uebung|worksheet|test|probe/i.test(name);

function learningPlan(request: PlanRequest): PreparationPlan {
  const template = SUBJECT_TEMPLATES[request.subject.id as keyof typeof SUBJECT_TEMPLATES];
  const topic = topicOf(request.question);
  const files = planFiles(request);
  const file = files[0];
  const fileText = files.map((f) => f.text.slice(0, 2000)).join("\n");
  const matched =
    template.topics.find((t) => hasKeyword(request.question, t.keywords)) ??
    template.topics.find((t) => hasKeyword(fileText, t.keywords));
  const level = levelOf(request);

  const objectives = [
    `«${topic}» verstehen und in eigenen Worten erklären`,
    ...(matched?.objectives ?? template.objectives),
    ...(file
      ? [
          file.kind === "image"
            ? `Das Bild «${file.name}» beschreiben und mit dem Thema verbinden`
            : `Die Aufgaben aus «${file.name}» selbstständig lösen`,
        ]
      : []),
  ];

  const quoted = file ? firstLine(file.text) : null;
  const flow = [
    `Einstieg: Was weisst du schon über «${topic}»? Vorwissen und offene Fragen sammeln.`,
    ...(file
      ? [
          quoted
            ? `Material anschauen: «${file.name}» beginnt mit „${quoted}“ – gemeinsam klären, worum es geht.`
            : `Material anschauen: «${file.name}» – gemeinsam klären, worum es geht.`,
        ]
      : []),
    ...(files.length > 1
      ? [
          `Weiteres Material: ${files
            .slice(1)
            .map((f) => `«${f.name}»`)
            .join(", ")}.`,
        ]
      : []),
    "Verstehen: die wichtigsten Begriffe mit eigenen Worten erklären, mit Fragen statt fertigen Antworten.",
    `Üben: ${matched?.activity ?? template.activities[0]}.`,
    file && file.kind !== "image"
      ? `Anwenden: eine Aufgabe aus «${file.name}» selbst lösen – mit Hinweisen in Stufen, nicht mit der Lösung.`
      : "Anwenden: eine ähnliche Aufgabe selbst lösen – mit Hinweisen in Stufen, nicht mit der Lösung.",
    "Abschluss: Du fasst in zwei, drei Sätzen zusammen, was du gelernt hast.",
  ];

  const activities = [
    ...(request.sessionType === "voice" ? ["Laut denken: den eigenen Weg Schritt für Schritt erzählen"] : []),
    ...(matched ? [matched.activity] : []),
    ...template.activities,
  ];

  const what =
    file?.kind === "image"
      ? "dein Bild"
      : file && isWorksheet(file.name)
        ? "dein Arbeitsblatt"
        : "dein Material";
  const material = file
    ? ` Ich habe ${file.named ? `${what} «${file.name}»` : "dein hochgeladenes Material"} dabei – wir schauen es gleich gemeinsam an.`
    : "";
  const starter =
    level === "young" || level === "primary"
      ? `Hallo! Heute geht es in ${request.subject.name} um «${topic}».${material} Was weisst du schon darüber?`
      : `Hallo! Schön, dass du da bist. Heute geht es in ${request.subject.name} um «${topic}».${material} Bevor wir loslegen: Was weisst du schon darüber, und wo bist du noch unsicher?`;

  return {
    learning_objectives: objectives.slice(0, 4),
    discussion_flow: flow.slice(0, 10),
    interactive_elements: [...new Set(activities)].slice(0, 4),
    estimated_duration: duration(request, false),
    difficulty_level: difficulty(request),
    starter_message: starter,
  };
}
