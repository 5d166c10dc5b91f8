import { z } from "zod";
import { uploadAnalysisResultSchema } from "./files.ts";
import { sessionIdSchema, sessionSummarySchema } from "./sessions.ts";

// docs/product.md §3.4 (the plan, its interview variant, the saved preparation) and §4.7
// (preparation and files). Field names are the product's (snake_case in the plan).

const text = (max: number) => z.string().trim().min(1).max(max);
const list = (max: number) => z.array(text(500)).min(1).max(max);

/** The plan for a learning session. */
export const preparationPlanSchema = z.object({
  learning_objectives: list(8),
  discussion_flow: list(10),
  interactive_elements: list(8),
  estimated_duration: text(60),
  difficulty_level: text(60),
  starter_message: text(2000),
});
export type PreparationPlan = z.infer<typeof preparationPlanSchema>;

/**
 * The plan for 'Bewerbungsgespräch' (a mock job interview), docs/product.md §3.4. Besides the
 * interview's own fields it has a starter_message (the interviewer's opening), so interview
 * sessions open with it like every prepared session (docs/decisions).
 */
export const interviewPlanSchema = z.object({
  interview_position: text(200),
  company_context: text(1000),
  interview_flow: list(10),
  key_questions: list(12),
  assessment_criteria: list(10),
  estimated_duration: text(60),
  interview_style: text(200),
  starter_message: text(2000),
});
export type InterviewPlan = z.infer<typeof interviewPlanSchema>;

export type GeneratedPlan = PreparationPlan | InterviewPlan;

export const isInterviewPlan = (plan: GeneratedPlan): plan is InterviewPlan => "interview_position" in plan;

/** POST /api/session-preparation/generate-plan */
export const generatePlanSchema = z.object({
  userQuestion: z.string({ error: "Die Frage fehlt." }).trim().min(1, "Die Frage fehlt.").max(4000),
  subjectId: z.string({ error: "Das Fach fehlt." }).trim().min(1, "Das Fach fehlt.").max(64),
  sessionType: z.enum(["chat", "voice"]).default("chat"),
  /** The analysed files' content, as the preparation screen collected it. */
  analyzedContent: z.string().max(200_000).default(""),
});
export type GeneratePlanInput = z.infer<typeof generatePlanSchema>;
export const generatePlanResponseSchema = z.object({
  preparationPlan: z.union([interviewPlanSchema, preparationPlanSchema]),
  /** Set when the offline planner stood in for the model: why, in German. */
  error: z.string().optional(),
});
export type GeneratePlanResponse = z.infer<typeof generatePlanResponseSchema>;

/** docs/product.md §3.4, the saved preparation. */
export const preparationDataSchema = z.object({
  question: z.string().trim().max(4000),
  analyzedContent: z.string().max(200_000).default(""),
  uploadedFiles: z
    .array(uploadAnalysisResultSchema.pick({ type: true, content: true, fileName: true }))
    .max(5)
    .default([]),
  generatedPlan: z.union([interviewPlanSchema, preparationPlanSchema]).nullable().default(null),
  timestamp: z.string().max(40),
});
export type PreparationData = z.infer<typeof preparationDataSchema>;

/** POST /api/session-preparation/save-preparation */
export const savePreparationSchema = z.object({
  sessionId: sessionIdSchema,
  preparationData: preparationDataSchema,
  /** Which subject and session type the prepared session is for (to create it). */
  subjectId: z.string().trim().max(64).optional(),
  sessionType: z.enum(["chat", "voice"]).optional(),
});

/** POST /api/session-preparation/save-preparation: the session the preparation was saved with. */
export const savePreparationResponseSchema = z.object({
  success: z.literal(true),
  session: sessionSummarySchema,
});
export type SavePreparationResponse = z.infer<typeof savePreparationResponseSchema>;

/** GET /api/session-preparation/session/{id}: both spellings docs/product.md §4.7 names. */
export const preparedSessionResponseSchema = z.object({
  session: z.object({
    id: z.string(),
    preparationData: preparationDataSchema.nullable(),
    preparation_data: preparationDataSchema.nullable(),
  }),
});
export type PreparedSessionResponse = z.infer<typeof preparedSessionResponseSchema>;
