import type { CompetencyUpdate } from "#shared/contracts/analysis.ts";
import {
  type Competency,
  type CompetencyStatus,
  competenciesFor,
  cycleFor,
} from "#shared/domain/competencies.ts";
import { nextCompetencyStatus } from "#shared/domain/competency-progress.ts";
import type { AnalysisInput } from "./analysis-input.ts";

// What both producers decide the same way about competency updates: which competencies may be
// named at all, the status rule, the minutes, and how a pupil's turn becomes a quote.

/** At most this many characters of a pupil's turn are quoted as evidence. */
export const QUOTE_MAX = 300;

/**
 * The catalogue competencies of the session's subject that apply to the pupil. Without a known
 * school type and grade the pupil is taken to be in Zyklus 3 (Sekundarschule, 1. Klasse), the
 * cycle most sessions are in; an unknown subject has none.
 */
export function candidateCompetencies(input: Pick<AnalysisInput, "subjectId" | "pupil">): Competency[] {
  if (!input.subjectId) return [];
  const pupil = input.pupil;
  if (pupil && cycleFor(pupil.schoolType, pupil.grade) !== null) {
    return competenciesFor(input.subjectId, pupil.schoolType, pupil.grade);
  }
  return competenciesFor(input.subjectId, "SECONDARY", 1);
}

export const competencyName = (competency: Competency) => `${competency.code} ${competency.title}`;

/** Previous status from the pupil's record (absent = pending), new one by the shared rule. */
export function statusChange(
  input: Pick<AnalysisInput, "competencyStatus">,
  id: string,
  confidenceScore: number,
): { previousStatus: CompetencyStatus; newStatus: CompetencyStatus } {
  const previousStatus = Object.hasOwn(input.competencyStatus, id)
    ? (input.competencyStatus[id] ?? "pending")
    : "pending";
  return { previousStatus, newStatus: nextCompetencyStatus(previousStatus, confidenceScore) };
}

/** The measured session time in whole minutes (0 … 1440). */
export function sessionMinutes(input: Pick<AnalysisInput, "durationSeconds">): number {
  const seconds = Number.isFinite(input.durationSeconds) ? input.durationSeconds : 0;
  return Math.min(1440, Math.max(0, Math.round(seconds / 60)));
}

/**
 * Whole minutes split by weight, summing to `total` (largest remainder: each share is rounded
 * down, and the minutes left go to the largest remainders, earlier entries first on ties).
 */
export function splitMinutes(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const minutes = exact.map(Math.floor);
  let left = total - minutes.reduce((a, m) => a + m, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    minutes[i] = (minutes[i] ?? 0) + 1;
    left--;
  }
  return minutes;
}

/**
 * A pupil's turn as evidence: trimmed, and only when longer than `max` cut at a word boundary
 * with "…". Uncut, it is an exact substring of the turn.
 */
export function quoteOf(text: string, max = QUOTE_MAX): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The update's fields both producers fill the same way. */
export function updateBase(
  input: Pick<AnalysisInput, "competencyStatus">,
  competency: Competency,
  confidenceScore: number,
): Pick<CompetencyUpdate, "competencyId" | "competencyName" | "previousStatus" | "newStatus"> {
  return {
    competencyId: competency.id,
    competencyName: competencyName(competency),
    ...statusChange(input, competency.id, confidenceScore),
  };
}
