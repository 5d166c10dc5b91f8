import { z } from "zod";
import { SUBJECT_IDS, type SubjectId } from "#shared/domain/subjects.ts";
import templates from "./offline-plan-templates.json" with { type: "json" };

// Building blocks of the offline planner, per learning subject: a few topics recognised by
// keywords (each with two objectives and a fitting activity), default objectives when no topic
// matches, and activities where the pupil does the work. Swiss Standard German, Socratic.
// The words are data in offline-plan-templates.json, checked here when the module loads
// (docs/decisions/037-offline-content-as-data.md).
const planTopic = z.object({
  keywords: z.array(z.string()).readonly(),
  objectives: z.tuple([z.string(), z.string()]).readonly(),
  activity: z.string(),
});

const subjectTemplate = z.object({
  topics: z.array(planTopic).readonly(),
  objectives: z.tuple([z.string(), z.string()]).readonly(),
  activities: z.tuple([z.string(), z.string()], z.string()).readonly(),
});
export type SubjectTemplate = z.infer<typeof subjectTemplate>;

const learningSubject = z.enum(
  SUBJECT_IDS.filter((id): id is Exclude<SubjectId, "bewerbungsgespraech"> => id !== "bewerbungsgespraech"),
);

/** Every learning subject has a template: a missing or misspelt one fails at start-up. */
export const SUBJECT_TEMPLATES = z.record(learningSubject, subjectTemplate).parse(templates);
