import type { Db } from "#server/db/client.ts";
import type { OnboardingService } from "#server/features/onboarding/onboarding.service.ts";
import { notFound } from "#server/lib/errors.ts";
import type {
  CompetencyCompleteInput,
  CompetencyProgress,
  ProgressAnalytics,
  ProgressOverview,
  ProgressUpdateInput,
  SubjectProgress,
} from "#shared/contracts/progress.ts";
import {
  COMPETENCIES,
  type Competency,
  type CompetencyStatus,
  type Cycle,
  cycleFor,
  findCompetency,
} from "#shared/domain/competencies.ts";
import { findSubject, SUBJECTS } from "#shared/domain/subjects.ts";
import { type FoldedProgress, foldProgress, groupByCompetency, type ProgressEvent } from "./fold-progress.ts";
import { type AverageRow, progressQueries } from "./progress.queries.ts";
import { byLastUpdateDesc, countStatuses, summariseSubject, toCompetencyProgress } from "./progress-view.ts";

const RECENT_ANALYSES = 20;

function requireCompetency(id: string): Competency {
  const competency = findCompetency(id);
  if (!competency) throw notFound("Kompetenz nicht gefunden.");
  return competency;
}

/** 0–1 averages to three places: enough for a percent with a decimal, without float noise. */
const round = (value: number | null) => Math.round((value ?? 0) * 1000) / 1000;

function averagesOf(row: AverageRow): ProgressAnalytics["averages"] {
  if (!row.sessions) return null;
  return {
    difficulty: round(row.difficulty),
    engagement: round(row.engagement),
    quality: round(row.quality),
    comprehension: round(row.comprehension),
    sessionQuality: round(row.sessionQuality),
    independence: round(row.independence),
  };
}

export type ProgressOptions = { clock?: () => Date };

/** The pupil's competency progress (the fold of competency_events) and learning analytics. */
export function progressService(db: Db, onboarding: OnboardingService, options: ProgressOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const queries = progressQueries(db);

  /** The pupil's cycle and which competencies apply to it (every one before onboarding). */
  async function scopeOf(userId: string) {
    const pupil = await onboarding.get(userId);
    const cycle: Cycle | null = pupil ? cycleFor(pupil.schoolType, pupil.grade) : null;
    return { cycle, applies: (c: Competency) => cycle === null || c.cycles.includes(cycle) };
  }

  /**
   * Stores the pupil's own change and answers the competency's new progress. The event is dated
   * after the newest one the pupil's change was based on: two changes within one millisecond
   * would otherwise tie, and a tie is broken by the (random) id.
   */
  async function record(
    userId: string,
    competency: Competency,
    events: ProgressEvent[],
    current: FoldedProgress,
    change: { status: CompetencyStatus; confidence?: number; minutes?: number; notes?: string },
  ): Promise<CompetencyProgress> {
    const at = new Date(Math.max(clock().getTime(), (current.lastUpdatedAt?.getTime() ?? 0) + 1));
    const inserted = await queries.insertManual({
      userId,
      competencyId: competency.id,
      subjectId: competency.subjectId,
      status: change.status,
      confidence: change.confidence ?? null,
      timeSpentMinutes: change.minutes ?? 0,
      notes: change.notes || null,
      at,
    });
    return toCompetencyProgress(competency, foldProgress([...events, inserted]));
  }

  return {
    /** Each competency's current status, for the analysis's transition rule. */
    async statuses(userId: string, exceptSessionId?: string): Promise<Record<string, CompetencyStatus>> {
      const rows = await queries.statuses(userId, exceptSessionId);
      return Object.fromEntries(rows.map((row) => [row.competencyId, row.status]));
    },

    async overview(userId: string): Promise<ProgressOverview> {
      const [events, sessionsAnalysed, scope] = await Promise.all([
        queries.events(userId),
        queries.analysedCount(userId),
        scopeOf(userId),
      ]);
      // Events of a competency no longer in the catalogue are kept but not shown.
      const competencies = [...groupByCompetency(events)]
        .flatMap(([id, group]) => {
          const competency = findCompetency(id);
          return competency ? [toCompetencyProgress(competency, foldProgress(group))] : [];
        })
        .sort(byLastUpdateDesc);
      const { inProgress, mastered, timeSpentMinutes } = countStatuses(competencies);
      const subjects = SUBJECTS.map((subject) =>
        summariseSubject(
          subject,
          competencies.filter((c) => c.subjectId === subject.id),
          COMPETENCIES.filter((c) => c.subjectId === subject.id && scope.applies(c)).length,
        ),
      );
      return { totals: { mastered, inProgress, timeSpentMinutes, sessionsAnalysed }, subjects, competencies };
    },

    async subject(userId: string, idOrAlias: string): Promise<SubjectProgress> {
      const subject = findSubject(idOrAlias);
      if (!subject) throw notFound("Fach nicht gefunden.");
      const ofSubject = COMPETENCIES.filter((c) => c.subjectId === subject.id);
      const [events, scope] = await Promise.all([
        queries.events(
          userId,
          ofSubject.map((c) => c.id),
        ),
        scopeOf(userId),
      ]);
      const groups = groupByCompetency(events);
      // Applicable ones, pending included, and whatever else the pupil worked on (an analysis
      // may find work outside the cycle; hiding it would hide the pupil's progress).
      const competencies = ofSubject
        .filter((c) => scope.applies(c) || groups.has(c.id))
        .map((c) => toCompetencyProgress(c, foldProgress(groups.get(c.id) ?? [])));
      return {
        subject: { id: subject.id, name: subject.name, emoji: subject.emoji },
        cycle: scope.cycle,
        totals: { competencies: competencies.length, ...countStatuses(competencies) },
        competencies,
      };
    },

    async analytics(userId: string): Promise<ProgressAnalytics> {
      const [averages, recent, seconds] = await Promise.all([
        queries.averages(userId),
        queries.recent(userId, RECENT_ANALYSES),
        queries.secondsBySubject(userId),
      ]);
      return {
        sessionsAnalysed: averages.sessions ?? 0,
        averages: averagesOf(averages),
        recent: recent.map((row) => ({
          ...row,
          completedAt: row.completedAt.toISOString(),
          sessionQuality: row.sessionQuality ?? 0,
          comprehension: row.comprehension ?? 0,
        })),
        minutesBySubject: Object.fromEntries(
          seconds.flatMap((row) => (row.subjectId ? [[row.subjectId, Math.round(row.seconds / 60)]] : [])),
        ),
      };
    },

    /**
     * The pupil's own change. Without a status the status stays, except that logged time starts
     * a pending competency (work moves it to in_progress, as with an analysis). Minutes add up.
     */
    async update(userId: string, input: ProgressUpdateInput): Promise<CompetencyProgress> {
      const competency = requireCompetency(input.competencyId);
      const events = await queries.events(userId, [competency.id]);
      const current = foldProgress(events);
      const worked = (input.timeSpentMinutes ?? 0) > 0;
      const status =
        input.status ?? (current.status === "pending" && worked ? "in_progress" : current.status);
      return record(userId, competency, events, current, {
        status,
        confidence: input.confidenceScore,
        minutes: input.timeSpentMinutes,
        notes: input.notes,
      });
    },

    /** Marks a competency mastered; again on a mastered one (without a note) changes nothing. */
    async complete(
      userId: string,
      competencyId: string,
      input: CompetencyCompleteInput = {},
    ): Promise<CompetencyProgress> {
      const competency = requireCompetency(competencyId);
      const events = await queries.events(userId, [competency.id]);
      const current = foldProgress(events);
      if (current.status === "mastered" && !input.notes) return toCompetencyProgress(competency, current);
      return record(userId, competency, events, current, { status: "mastered", notes: input.notes });
    },
  };
}
export type ProgressService = ReturnType<typeof progressService>;
