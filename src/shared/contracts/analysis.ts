import { z } from "zod";
import { COMPETENCY_STATUSES } from "../domain/competencies.ts";
import { ANALYSIS_DIMENSIONS } from "../domain/learning-profile.ts";

// The analysis of a finished session (docs/product.md §4.8: analyze,
// analysis-status, analysis, reanalyze). Our own fields (summary, independence,
// producer, care) are documented in docs/decisions/016-session-analysis.md.

const unit = z.number().min(0).max(1);
const line = (max: number) => z.string().trim().min(1).max(max);

export const sessionQualitySchema = z.object({
  difficulty: unit,
  engagement: unit,
  quality: unit,
  comprehension: unit,
  /** The overall rating; the screen names it with the word scale of docs/product.md §5.6. */
  sessionQuality: unit,
});
export type SessionQuality = z.infer<typeof sessionQualitySchema>;

export const competencyStatusSchema = z.enum(COMPETENCY_STATUSES);

export const competencyUpdateSchema = z.object({
  competencyId: line(120),
  competencyName: line(300),
  /** How sure the analysis is that the pupil masters it, in percent (0–100). */
  confidenceScore: z.number().int().min(0).max(100),
  /** How sure the analysis is that the session was about this competency at all (0–1). */
  detectionConfidence: unit,
  previousStatus: competencyStatusSchema,
  newStatus: competencyStatusSchema,
  timeSpentMinutes: z.number().int().min(0).max(1440),
  progressNotes: z.string().trim().max(1000),
  demonstratedSkills: z.array(line(300)).max(10),
  /** Quotes from the transcript, word for word: the grounds of this update. */
  evidenceText: z.array(line(1000)).max(10),
});
export type CompetencyUpdate = z.infer<typeof competencyUpdateSchema>;

/**
 * How much of the work the pupil did themself (our addition, decision 016): own attempts and
 * own questions against requests to be handed the answer. Counted from the transcript.
 */
export const independenceSchema = z.object({
  /** 0–1: own work / (own work + requests for the answer + half the hint requests); 0 without own work. */
  score: unit,
  ownAttempts: z.number().int().min(0),
  ownQuestions: z.number().int().min(0),
  hintRequests: z.number().int().min(0),
  answerRequests: z.number().int().min(0),
});
export type Independence = z.infer<typeof independenceSchema>;

const analysisDimensionSchema = z.enum(ANALYSIS_DIMENSIONS as [string, ...string[]]);
export const analysisLearningProfileSchema = z.partialRecord(
  analysisDimensionSchema,
  z.number().min(-1).max(1),
);

/** A graded analysis: what either producer makes of an ordinary session. */
export const gradedAnalysisSchema = z.object({
  /** When the analysis was made (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true }),
  sessionQuality: sessionQualitySchema,
  competencyUpdates: z.array(competencyUpdateSchema).max(10),
  nextSteps: z.array(line(500)).max(8),
  insights: z.array(line(500)).max(8),
  /** The 11 analysis dimensions (no TXT), each −1 … 1; empty while not enough is known. */
  learningProfile: analysisLearningProfileSchema,
  /** Also stored as the session's sessionSummary. */
  summary: line(2000),
  independence: independenceSchema,
  /** "model" (a configured language model) or "offline" (the built-in heuristics). */
  producer: z.enum(["model", "offline"]),
  /** Never set on a graded analysis: see careAnalysisSchema. */
  care: z.undefined().optional(),
});
export type GradedAnalysis = z.infer<typeof gradedAnalysisSchema>;

/** Pro Juventute 147, as the chat's help card shows it (HelpCard in contracts/chat.ts). */
export const helpCardSchema = z.object({
  title: line(200),
  lines: z.array(line(300)).min(1).max(8),
  phone: line(20),
  url: z.url({ protocol: /^https$/ }),
});

/**
 * Why a session has no grade, and where the pupil finds help (decision 016, crisis sessions):
 * a session in which the chat answered a message with the crisis help (Pro Juventute 147).
 */
export const analysisCareSchema = z.object({
  reason: z.literal("crisis"),
  /** Kind words to the pupil, in German; never the pupil's own words. */
  message: line(1000),
  /** Pro Juventute 147: phone, chat, free, anonymous, day and night; 144/117 in danger. */
  helpCard: helpCardSchema,
  /** More places to turn to, e.g. a trusted adult. */
  otherHelp: z.array(line(300)).max(5),
});
export type AnalysisCare = z.infer<typeof analysisCareSchema>;

/**
 * The ungraded result of a crisis session (decision 016): the same fields as a graded analysis
 * so older readers find them, but no scores (null), no independence (null), no competency
 * updates, next steps, insights or learning profile. `care` says why and where help is. Made
 * by the server itself, never by a model ("offline": nothing of the session left the server).
 */
export const careAnalysisSchema = z.object({
  timestamp: z.iso.datetime({ offset: true }),
  sessionQuality: z.null(),
  competencyUpdates: z.tuple([]),
  nextSteps: z.tuple([]),
  insights: z.tuple([]),
  learningProfile: z.record(z.string(), z.never()),
  /** A caring sentence, also stored as the session's sessionSummary; never the pupil's words. */
  summary: line(2000),
  independence: z.null(),
  producer: z.literal("offline"),
  care: analysisCareSchema,
});
export type CareAnalysis = z.infer<typeof careAnalysisSchema>;

/**
 * A session's analysis as GET /api/sessions/{id}/analysis answers it: graded, or, for a crisis
 * session, ungraded with `care` (check `analysis.care` before reading scores).
 */
export const sessionAnalysisSchema = z.union([gradedAnalysisSchema, careAnalysisSchema]);
export type SessionAnalysis = z.infer<typeof sessionAnalysisSchema>;

export const ANALYSIS_STATUSES = ["completed", "processing", "failed", "not_found"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** GET /api/sessions/{id}/analysis-status */
export const analysisStatusResponseSchema = z.object({
  status: z.enum(ANALYSIS_STATUSES),
  /** Failed only: why, in German. */
  error: z.string().optional(),
  /** Processing only: how many tries were made so far. */
  attempts: z.number().optional(),
});
export type AnalysisStatusResponse = z.infer<typeof analysisStatusResponseSchema>;

/** GET /api/sessions/{id}/analysis (404 unless completed). */
export const analysisResponseSchema = z.object({
  status: z.literal("completed"),
  analysis: sessionAnalysisSchema,
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

/** POST /api/sessions/{id}/analyze and /reanalyze (202). */
export type AnalyzeResponse = { success: true; status: AnalysisStatus };
