import { z } from "zod";
import { COMPETENCY_STATUSES, type CompetencyStatus, type Cycle } from "../domain/competencies.ts";
import type { SubjectId } from "../domain/subjects.ts";

// The progress API (docs/product.md §4.9). Its shapes are documented
// in docs/decisions/017-progress-api.md.

const objectError = { error: "Der Inhalt muss ein JSON-Objekt sein." };
const notesSchema = z
  .string({ error: "notes muss ein Text sein." })
  .trim()
  .max(1000, "Die Notiz darf höchstens 1000 Zeichen lang sein.");
const confidenceError = "confidenceScore muss eine ganze Zahl von 0 bis 100 sein.";
const minutesError = "timeSpentMinutes muss eine ganze Zahl von 0 bis 600 sein.";

/** POST /api/progress/update: the pupil's own change to one competency. */
export const progressUpdateSchema = z
  .object(
    {
      competencyId: z
        .string({ error: "Bitte gib eine Kompetenz an (competencyId)." })
        .trim()
        .min(1, "Bitte gib eine Kompetenz an (competencyId).")
        .max(120, "Die Kompetenz-ID ist zu lang."),
      status: z
        .enum(COMPETENCY_STATUSES, { error: "status muss pending, in_progress oder mastered sein." })
        .optional(),
      confidenceScore: z
        .number({ error: confidenceError })
        .int(confidenceError)
        .min(0, confidenceError)
        .max(100, confidenceError)
        .optional(),
      /** Added to the time already spent, not replacing it. */
      timeSpentMinutes: z
        .number({ error: minutesError })
        .int(minutesError)
        .min(0, minutesError)
        .max(600, minutesError)
        .optional(),
      notes: notesSchema.optional(),
    },
    objectError,
  )
  .refine(
    (v) =>
      v.status !== undefined ||
      v.confidenceScore !== undefined ||
      (v.timeSpentMinutes ?? 0) > 0 ||
      (v.notes ?? "") !== "",
    "Bitte gib mindestens eine Änderung an: status, confidenceScore, timeSpentMinutes oder notes.",
  );
export type ProgressUpdateInput = z.infer<typeof progressUpdateSchema>;

/** POST /api/progress/competency/{id}/complete: the body is optional (an absent one is `{}`). */
export const competencyCompleteSchema = z.object({ notes: notesSchema.optional() }, objectError);
export type CompetencyCompleteInput = z.infer<typeof competencyCompleteSchema>;

/** One competency of the catalogue with the pupil's progress (the fold of its events). */
export type CompetencyProgress = {
  competencyId: string;
  code: string;
  title: string;
  area: string;
  subjectId: SubjectId;
  status: CompetencyStatus;
  /** 'Ausstehend', 'In Bearbeitung' or 'Gemeistert' (docs/product.md §3.3). */
  statusLabel: string;
  /** Percent (0–100), the newest one given; null while nothing said anything about it. */
  confidenceScore: number | null;
  timeSpentMinutes: number;
  /** The newest note (an analysis's progress notes or the pupil's own). */
  notes: string | null;
  /** Quotes from the sessions, newest first, at most 5. */
  evidence: string[];
  /** How many different sessions worked on it. */
  sessions: number;
  lastUpdatedAt: string | null;
};

/** One subject on the overview. */
export type SubjectProgressSummary = {
  subjectId: SubjectId;
  subjectName: string;
  emoji: string;
  /** Competencies for the pupil's school type and grade (all of the subject's before onboarding). */
  applicable: number;
  inProgress: number;
  mastered: number;
  timeSpentMinutes: number;
  lastActivityAt: string | null;
};

/** GET /api/progress */
export type ProgressOverview = {
  /** sessionsAnalysed: graded analyses (crisis sessions are not graded, decision 016). */
  totals: { mastered: number; inProgress: number; timeSpentMinutes: number; sessionsAnalysed: number };
  /** Every subject of the catalogue, in catalogue order. */
  subjects: SubjectProgressSummary[];
  /** Only competencies that have events, most recently updated first. */
  competencies: CompetencyProgress[];
};

/** GET /api/progress/subject/{id} */
export type SubjectProgress = {
  subject: { id: SubjectId; name: string; emoji: string };
  /** The pupil's Lehrplan 21 cycle; null before onboarding. */
  cycle: Cycle | null;
  totals: {
    competencies: number;
    pending: number;
    inProgress: number;
    mastered: number;
    timeSpentMinutes: number;
  };
  /** Applicable ones (pending included) and any other the pupil worked on, in catalogue order. */
  competencies: CompetencyProgress[];
};

/** Averages over the graded analyses (not those of crisis sessions, decision 016), each 0–1. */
export type AnalyticsAverages = {
  difficulty: number;
  engagement: number;
  quality: number;
  comprehension: number;
  sessionQuality: number;
  independence: number;
};

/** GET /api/progress/analytics */
export type ProgressAnalytics = {
  /** Graded analyses: a crisis session is not graded (decision 016) and not counted. */
  sessionsAnalysed: number;
  /** Null until a session was analysed and graded. */
  averages: AnalyticsAverages | null;
  /** The newest 20 graded analyses: a crisis session is not graded and not listed here. */
  recent: Array<{
    /** The session's public id (as in /api/sessions/{id}). */
    sessionId: string;
    subjectId: string | null;
    subjectName: string | null;
    completedAt: string;
    sessionQuality: number;
    comprehension: number;
    independence: number | null;
  }>;
  /** Whole minutes of completed sessions per subject id, measured by the server. */
  minutesBySubject: Record<string, number>;
};

/** POST /api/progress/update and /competency/{id}/complete */
export type CompetencyChangeResponse = { success: true; competency: CompetencyProgress };
