import { z } from "zod";
import { DIMENSIONS, type LearningProfile } from "#shared/domain/learning-profile.ts";
import { OPTION_KEYS, type OptionKey, QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import { GRADE_RANGES, SCHOOL_TYPES } from "#shared/domain/school.ts";

export const onboardingInputSchema = z
  .object({
    name: z
      .string({ error: "Bitte gib deinen Namen ein." })
      .trim()
      .min(1, "Bitte gib deinen Namen ein.")
      .max(80, "Der Name darf höchstens 80 Zeichen lang sein."),
    schoolType: z.enum(SCHOOL_TYPES, { error: "Bitte wähle eine Schulstufe." }),
    grade: z.number({ error: "Bitte wähle eine Klasse." }).int("Bitte wähle eine Klasse."),
  })
  .superRefine((value, ctx) => {
    const range = GRADE_RANGES[value.schoolType];
    if (value.grade < range.min || value.grade > range.max) {
      ctx.addIssue({
        code: "custom",
        path: ["grade"],
        message: `Die Klasse muss zwischen ${range.min} und ${range.max} liegen.`,
      });
    }
  });
export type OnboardingInput = z.infer<typeof onboardingInputSchema>;

export const onboardingSchema = z.object({
  name: z.string(),
  schoolType: z.enum(SCHOOL_TYPES),
  grade: z.number(),
  completed: z.boolean(),
  answers: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** GET /api/onboarding → { onboarding }; null until the wizard has been saved once. */
export const onboardingResponseSchema = z.object({ onboarding: onboardingSchema.nullable() });
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

/** POST /api/onboarding */
export const saveOnboardingResponseSchema = z.object({
  success: z.literal(true),
  onboarding: onboardingSchema,
});
export type SaveOnboardingResponse = z.infer<typeof saveOnboardingResponseSchema>;

const QUESTION_IDS = QUIZ_QUESTIONS.map((q) => String(q.id));

/** POST /api/onboarding/learning-assessment: one letter A-D for each of the 17 questions. */
export const learningAssessmentSchema = z.object({
  answers: z
    .record(z.string(), z.unknown(), { error: "Die Antworten fehlen." })
    .superRefine((answers, ctx) => {
      const unknown = Object.keys(answers).filter((id) => !QUESTION_IDS.includes(id));
      if (unknown.length > 0) {
        ctx.addIssue({ code: "custom", message: `Unbekannte Frage: ${unknown.join(", ")}.` });
        return;
      }
      const missing = QUESTION_IDS.filter((id) => answers[id] === undefined || answers[id] === null);
      if (missing.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `Bitte beantworte alle ${QUESTION_IDS.length} Fragen. Es fehlen noch: ${missing.join(", ")}.`,
        });
        return;
      }
      const invalid = QUESTION_IDS.find((id) => !(OPTION_KEYS as readonly unknown[]).includes(answers[id]));
      if (invalid) {
        ctx.addIssue({
          code: "custom",
          message: `Ungültige Antwort bei Frage ${invalid}: erlaubt sind A, B, C oder D.`,
        });
      }
    })
    .transform((answers) => answers as Record<string, OptionKey>),
});
export type LearningAssessmentInput = z.infer<typeof learningAssessmentSchema>;

/** The stored quiz result (shared/domain/learning-profile.ts), as the API sends it. */
export const learningProfileSchema = z.object({
  dimensions: z.record(z.enum(DIMENSIONS), z.number()),
  signatures: z.array(z.string()),
  primarySignature: z.string(),
  modelVersion: z.number(),
  completedAt: z.string(),
}) satisfies z.ZodType<LearningProfile>;

export const learningAssessmentResponseSchema = z.object({
  success: z.literal(true),
  learningProfile: learningProfileSchema,
});
export type LearningAssessmentResponse = z.infer<typeof learningAssessmentResponseSchema>;
