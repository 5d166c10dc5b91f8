import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SCHOOL_TYPES } from "#shared/domain/school.ts";
import { SUBJECT_IDS } from "#shared/domain/subjects.ts";

// The scripted pupil conversations of `npm run eval:tutor`: one JSON file per subject in
// tests/tutor-eval/ (docs/decisions/040-tutor-evaluation-harness.md). Each pupil turn carries
// what a good tutor reply must satisfy (rubric.ts).
const expectation = z
  .object({
    answer: z.enum(["right", "wrong"]).optional(),
    withhold: z.array(z.string().min(1)).optional(),
    mentions: z.array(z.string().min(1)).optional(),
    crisis: z.boolean().optional(),
  })
  .strict();

const conversation = z
  .object({
    id: z.string().min(1),
    /** Why the conversation is in the set, e.g. the failure it was found by. */
    about: z.string().optional(),
    schoolType: z.enum(SCHOOL_TYPES).default("SECONDARY"),
    grade: z.number().int().min(1).max(13).default(7),
    topic: z.string().nullable().default(null),
    turns: z.array(z.object({ pupil: z.string().min(1), expect: expectation }).strict()).min(1),
  })
  .strict();

const subjectFile = z
  .object({ subject: z.enum(SUBJECT_IDS), conversations: z.array(conversation).min(1) })
  .strict();

export type Conversation = z.infer<typeof conversation>;
export type SubjectSet = z.infer<typeof subjectFile>;

export const DEFAULT_DIR = "tests/tutor-eval";

/**
 * The two sets of conversations (docs/decisions/048-tutor-eval-holdout.md): "tune", the set the
 * tutor is improved against, and "holdout", written blind to the tutor's code and never tuned on,
 * so that the gap between the two shows how far an improvement carries to other pupils' words.
 */
export const EVAL_SETS = { tune: DEFAULT_DIR, holdout: path.join(DEFAULT_DIR, "holdout") } as const;
export type EvalSetName = keyof typeof EVAL_SETS;

export function readSubjectSet(file: string): SubjectSet {
  const parsed = subjectFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Every subject's set in `dir`, in the catalogue's order. Only the JSON files directly in `dir`:
 * the hold-out folder inside the tune set's folder stays out of it.
 */
export function readSubjectSets(dir = DEFAULT_DIR): SubjectSet[] {
  const sets = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => readSubjectSet(path.join(dir, entry.name)));
  return sets.sort((a, b) => SUBJECT_IDS.indexOf(a.subject) - SUBJECT_IDS.indexOf(b.subject));
}
