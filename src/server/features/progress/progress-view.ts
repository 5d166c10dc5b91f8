import type { CompetencyProgress, SubjectProgressSummary } from "#shared/contracts/progress.ts";
import { COMPETENCY_STATUS_LABELS, type Competency } from "#shared/domain/competencies.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import type { FoldedProgress } from "./fold-progress.ts";

/** A catalogue competency with the pupil's folded progress, as the API answers it. */
export function toCompetencyProgress(competency: Competency, folded: FoldedProgress): CompetencyProgress {
  return {
    competencyId: competency.id,
    code: competency.code,
    title: competency.title,
    area: competency.area,
    subjectId: competency.subjectId,
    status: folded.status,
    statusLabel: COMPETENCY_STATUS_LABELS[folded.status],
    confidenceScore: folded.confidenceScore,
    timeSpentMinutes: folded.timeSpentMinutes,
    notes: folded.notes,
    evidence: folded.evidence,
    sessions: folded.sessions,
    lastUpdatedAt: folded.lastUpdatedAt?.toISOString() ?? null,
  };
}

/** Newest first; never-updated ones last. ISO strings of one format sort like their dates. */
export function byLastUpdateDesc(a: CompetencyProgress, b: CompetencyProgress): number {
  return (b.lastUpdatedAt ?? "").localeCompare(a.lastUpdatedAt ?? "");
}

export function countStatuses(competencies: readonly CompetencyProgress[]) {
  let pending = 0;
  let inProgress = 0;
  let mastered = 0;
  let timeSpentMinutes = 0;
  for (const c of competencies) {
    if (c.status === "mastered") mastered++;
    else if (c.status === "in_progress") inProgress++;
    else pending++;
    timeSpentMinutes += c.timeSpentMinutes;
  }
  return { pending, inProgress, mastered, timeSpentMinutes };
}

/**
 * One subject on the overview. `worked` are the subject's competencies that have events (any
 * cycle: progress on a competency outside the pupil's cycle still counts), newest first.
 */
export function summariseSubject(
  subject: Subject,
  worked: readonly CompetencyProgress[],
  applicable: number,
): SubjectProgressSummary {
  const { inProgress, mastered, timeSpentMinutes } = countStatuses(worked);
  return {
    subjectId: subject.id,
    subjectName: subject.name,
    emoji: subject.emoji,
    applicable,
    inProgress,
    mastered,
    timeSpentMinutes,
    lastActivityAt: worked[0]?.lastUpdatedAt ?? null,
  };
}
