import { z } from "zod";
import { SUBJECT_IDS, type Subject } from "../domain/subjects.ts";

// The subjects API (the catalogue is shared/domain/subjects.ts,
// decision 007). Response schemas the browser parses with (decision 027).

export const subjectSchema = z.object({
  id: z.enum(SUBJECT_IDS),
  name: z.string(),
  emoji: z.string(),
  description: z.string(),
  color: z.string(),
  grade: z.enum(["Primarstufe", "Sekundarstufe"]),
  isActive: z.boolean(),
}) satisfies z.ZodType<Subject>;

/** POST /api/subjects/{id}/enroll (idempotent). */
export const enrollSubjectResponseSchema = z.object({
  success: z.literal(true),
  subject: subjectSchema,
  enrolledAt: z.string(),
});
export type EnrollSubjectResponse = z.infer<typeof enrollSubjectResponseSchema>;
