import type { CompetencyStatus } from "./competencies.ts";

// How a competency's status moves (docs/product.md §3.3 and §5.6: pending 'Ausstehend' → in_progress
// 'In Bearbeitung' → mastered 'Gemeistert'); docs/decisions/016-session-analysis.md.

/** Confidence (percent) at which an analysis counts a competency as mastered. */
export const MASTERY_CONFIDENCE = 80;

/**
 * The status after an analysis found work on a competency. Work moves a pending competency to
 * in_progress; mastery needs a second look: only a competency already in progress can become
 * mastered, and only with a confidence of at least 80 %. One good session is a start, not proof.
 * An analysis never takes mastery away (a weaker day is not forgetting); the pupil can.
 */
export function nextCompetencyStatus(previous: CompetencyStatus, confidenceScore: number): CompetencyStatus {
  if (previous === "mastered") return "mastered";
  if (previous === "in_progress" && confidenceScore >= MASTERY_CONFIDENCE) return "mastered";
  return "in_progress";
}
