import type { CompetencyStatus } from "#shared/domain/competencies.ts";

/** One competency event as the fold needs it (a row of competency_events). */
export type ProgressEvent = {
  id: string;
  competencyId: string;
  sessionId: string | null;
  status: CompetencyStatus;
  confidence: number | null;
  timeSpentMinutes: number;
  notes: string | null;
  evidence: readonly string[];
  at: Date;
};

export type FoldedProgress = {
  status: CompetencyStatus;
  confidenceScore: number | null;
  timeSpentMinutes: number;
  notes: string | null;
  evidence: string[];
  sessions: number;
  lastUpdatedAt: Date | null;
};

export const MAX_EVIDENCE = 5;

/** Events in the order they happened: by `at`, then by id, so equal times still fold the same way. */
export function byTime(a: ProgressEvent, b: ProgressEvent): number {
  return a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A competency's progress from its events. Each event states the status it leaves behind (an
 * analysis applies the transition rule of competency-progress.ts before it stores one), so the
 * newest event decides the status; confidence and notes are the newest ones given, minutes add
 * up. No events: pending, nothing known.
 */
export function foldProgress(events: readonly ProgressEvent[]): FoldedProgress {
  const newestFirst = [...events].sort(byTime).reverse();
  const newest = newestFirst[0];
  return {
    status: newest?.status ?? "pending",
    confidenceScore: newestFirst.find((e) => e.confidence !== null)?.confidence ?? null,
    timeSpentMinutes: newestFirst.reduce((sum, e) => sum + e.timeSpentMinutes, 0),
    notes: newestFirst.find((e) => e.notes)?.notes ?? null,
    evidence: newestFirst.flatMap((e) => e.evidence).slice(0, MAX_EVIDENCE),
    sessions: new Set(newestFirst.flatMap((e) => (e.sessionId ? [e.sessionId] : []))).size,
    lastUpdatedAt: newest?.at ?? null,
  };
}

/** Events grouped by competency id (each group in any order; the fold sorts). */
export function groupByCompetency(events: readonly ProgressEvent[]): Map<string, ProgressEvent[]> {
  const groups = new Map<string, ProgressEvent[]>();
  for (const event of events) {
    const group = groups.get(event.competencyId);
    if (group) group.push(event);
    else groups.set(event.competencyId, [event]);
  }
  return groups;
}
