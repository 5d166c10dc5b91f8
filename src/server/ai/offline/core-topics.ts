// The core topics the offline tutor explains, per subject (issue 17, «Explain, then practise»):
// a short explanation in the pupil's words with one example, then a question that checks the
// understanding. Each topic names the Lehrplan 21 competencies it serves
// (src/shared/domain/competencies.ts), so a teacher or a parent can see what it covers.
// Every subject's module owns its topics; this file only gathers them.
import type { SubjectId } from "#shared/domain/subjects.ts";
import { conceptCoreTopics } from "./subjects/concepts.ts";
import { germanCoreTopics } from "./subjects/german.ts";
import { INFORMATICS_CORE_TOPICS } from "./subjects/informatics.ts";
import { INTERVIEW_CORE_TOPICS } from "./subjects/interview.ts";
import { languageCoreTopics } from "./subjects/languages.ts";
import { MATH_CORE_TOPICS } from "./subjects/math.ts";
import { PHYSICS_CORE_TOPICS } from "./subjects/physics.ts";

export type CoreTopic = {
  label: string;
  /** Lehrplan 21 codes of the subject's catalogue, e.g. "MA.1.A.2". */
  lp21: readonly string[];
  /** What the tutor says when a pupil asks about the topic: the explanation with one example. */
  explanation: string;
};

/** At least this many per subject (issue 17). */
export const MIN_CORE_TOPICS = 15;

export const CORE_TOPICS: Record<SubjectId, readonly CoreTopic[]> = {
  mathematik: MATH_CORE_TOPICS,
  deutsch: germanCoreTopics(),
  englisch: languageCoreTopics("englisch"),
  franzoesisch: languageCoreTopics("franzoesisch"),
  physik: PHYSICS_CORE_TOPICS,
  chemie: conceptCoreTopics("chemie"),
  biologie: conceptCoreTopics("biologie"),
  informatik: INFORMATICS_CORE_TOPICS,
  bewerbungsgespraech: INTERVIEW_CORE_TOPICS,
};
