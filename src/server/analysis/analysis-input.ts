import type { CompetencyStatus } from "#shared/domain/competencies.ts";
import type { DimensionValues } from "#shared/domain/learning-profile.ts";
import type { SchoolType } from "#shared/domain/school.ts";
import type { SubjectId } from "#shared/domain/subjects.ts";

/** One turn of the finished session, as stored (pupil = "user", tutor = "assistant"). */
export type AnalysisTurn = { role: "user" | "assistant"; text: string; at: string };

/** Everything an analysis may use; built by the analysis service from the database. */
export type AnalysisInput = {
  subjectId: SubjectId | null;
  subjectName: string | null;
  /** The pupil's question or topic from the preparation, if any. */
  topic: string | null;
  sessionType: "CHAT" | "VOICE";
  turns: readonly AnalysisTurn[];
  /** Server-measured time the session ran. */
  durationSeconds: number;
  /** From onboarding; null when unknown. */
  pupil: { schoolType: SchoolType; grade: number; learningProfile: DimensionValues | null } | null;
  /** The pupil's current status of each competency that has one (absent = pending). */
  competencyStatus: Readonly<Record<string, CompetencyStatus>>;
  now: Date;
};
