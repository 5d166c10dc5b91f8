import { z } from "zod";
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

export type Onboarding = {
  name: string;
  schoolType: (typeof SCHOOL_TYPES)[number];
  grade: number;
  completed: boolean;
  answers: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/onboarding → { onboarding }; null until the wizard has been saved once. */
export type OnboardingResponse = { onboarding: Onboarding | null };
