// How the analysis screen waits for a session's analysis (docs/product.md §5.6): while it is
// processing the status is checked again every 2 s, up to 60 times; while it is not found
// (the analysis may not be queued yet), up to 30 times.

export const ANALYSIS_POLL_INTERVAL_MS = 2000;
export const ANALYSIS_MAX_PROCESSING_POLLS = 60;
export const ANALYSIS_MAX_NOT_FOUND_POLLS = 30;

export type AnalysisPollStep =
  /** A final status (completed, failed): stop checking. */
  | { kind: "done" }
  | { kind: "poll"; delayMs: number }
  /** Still processing or not found after the most checks allowed for it. */
  | { kind: "exhausted" };

/**
 * What follows a status answer. `pollsDone` counts the checks after the first one, whatever
 * they answered: a status that moves from not_found to processing keeps the count it has, so
 * the screen never waits longer than 60 polls (2 minutes) in all.
 */
export function nextAnalysisPoll(status: string, pollsDone: number): AnalysisPollStep {
  const limit =
    status === "processing"
      ? ANALYSIS_MAX_PROCESSING_POLLS
      : status === "not_found"
        ? ANALYSIS_MAX_NOT_FOUND_POLLS
        : null;
  if (limit === null) return { kind: "done" };
  return pollsDone < limit ? { kind: "poll", delayMs: ANALYSIS_POLL_INTERVAL_MS } : { kind: "exhausted" };
}
