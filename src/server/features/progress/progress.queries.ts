import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { CompetencyStatus } from "#shared/domain/competencies.ts";
import type { ProgressEvent } from "./fold-progress.ts";

export type NewManualEvent = {
  userId: string;
  competencyId: string;
  subjectId: string;
  status: CompetencyStatus;
  confidence: number | null;
  timeSpentMinutes: number;
  notes: string | null;
  at: Date;
};

const eventColumns = {
  id: competencyEvents.id,
  competencyId: competencyEvents.competencyId,
  sessionId: competencyEvents.sessionId,
  status: competencyEvents.status,
  confidence: competencyEvents.confidence,
  timeSpentMinutes: competencyEvents.timeSpentMinutes,
  notes: competencyEvents.notes,
  evidence: competencyEvents.evidence,
  at: competencyEvents.at,
};

/** A number inside a completed analysis's result (jsonb), as float8; null where it is missing. */
const resultNumber = (...path: string[]): SQL<number | null> =>
  sql`(${sessionAnalyses.result} #>> ${sql.raw(`'{${path.join(",")}}'`)})::float8`;

const averageColumns = {
  sessions: count(),
  difficulty: sql<number | null>`avg(${resultNumber("sessionQuality", "difficulty")})`,
  engagement: sql<number | null>`avg(${resultNumber("sessionQuality", "engagement")})`,
  quality: sql<number | null>`avg(${resultNumber("sessionQuality", "quality")})`,
  comprehension: sql<number | null>`avg(${resultNumber("sessionQuality", "comprehension")})`,
  sessionQuality: sql<number | null>`avg(${resultNumber("sessionQuality", "sessionQuality")})`,
  independence: sql<number | null>`avg(${resultNumber("independence", "score")})`,
};
export type AverageRow = { [K in keyof typeof averageColumns]: number | null };

/** The SQL of competency progress and analytics, always through the owner's id. */
export function progressQueries(db: Db) {
  /**
   * The pupil's completed, graded analyses. A crisis session is not graded (decision 016): its
   * caring result, or a grade stored for it before that rule (replaced when next read), counts
   * nowhere in progress, so a crisis session changes none of it.
   */
  const completedOf = (userId: string) =>
    and(
      eq(sessionAnalyses.userId, userId),
      eq(sessionAnalyses.status, "completed"),
      sql`(${sessionAnalyses.result} -> 'care') is null`,
      sql`not exists (select 1 from ${tutoringSessions} where ${tutoringSessions.id} = ${sessionAnalyses.sessionId} and jsonb_array_length(${tutoringSessions.safetyEvents}) > 0)`,
    );

  return {
    /** The pupil's events, of some competencies or of all, in the order they happened. */
    async events(userId: string, competencyIds?: readonly string[]): Promise<ProgressEvent[]> {
      if (competencyIds?.length === 0) return [];
      return db
        .select(eventColumns)
        .from(competencyEvents)
        .where(
          and(
            eq(competencyEvents.userId, userId),
            competencyIds ? inArray(competencyEvents.competencyId, [...competencyIds]) : undefined,
          ),
        )
        .orderBy(asc(competencyEvents.at), asc(competencyEvents.id));
    },

    /**
     * Each competency's newest status: the fold's order (at, then id), done by the database.
     * Leaving out one session's events gives the statuses as they were without it (reanalysis).
     */
    async statuses(
      userId: string,
      exceptSessionId?: string,
    ): Promise<Array<{ competencyId: string; status: CompetencyStatus }>> {
      return db
        .selectDistinctOn([competencyEvents.competencyId], {
          competencyId: competencyEvents.competencyId,
          status: competencyEvents.status,
        })
        .from(competencyEvents)
        .where(
          and(
            eq(competencyEvents.userId, userId),
            exceptSessionId
              ? or(isNull(competencyEvents.sessionId), ne(competencyEvents.sessionId, exceptSessionId))
              : undefined,
          ),
        )
        .orderBy(competencyEvents.competencyId, desc(competencyEvents.at), desc(competencyEvents.id));
    },

    /** The pupil's own change: source manual, no session, no evidence. */
    async insertManual(values: NewManualEvent): Promise<ProgressEvent> {
      const [row] = await db
        .insert(competencyEvents)
        .values({ ...values, source: "manual", sessionId: null, evidence: [] })
        .returning(eventColumns);
      if (!row) throw new Error("competency event insert returned no row");
      return row;
    },

    async analysedCount(userId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(sessionAnalyses).where(completedOf(userId));
      return row?.value ?? 0;
    },

    /** Averages over all the pupil's completed analyses (computed in SQL: results are large). */
    async averages(userId: string): Promise<AverageRow> {
      // An aggregate without GROUP BY always answers one row.
      const [row] = await db.select(averageColumns).from(sessionAnalyses).where(completedOf(userId));
      if (!row) throw new Error("aggregate returned no row");
      return row;
    },

    /** The newest graded analyses with their session's public id and subject. */
    async recent(userId: string, max: number) {
      return db
        .select({
          sessionId: tutoringSessions.publicId,
          subjectId: tutoringSessions.subjectId,
          subjectName: tutoringSessions.subjectName,
          // Always set on a completed row; the fallback only keeps the type honest.
          completedAt:
            sql<Date>`coalesce(${sessionAnalyses.completedAt}, ${sessionAnalyses.createdAt})`.mapWith(
              sessionAnalyses.completedAt,
            ),
          sessionQuality: resultNumber("sessionQuality", "sessionQuality"),
          comprehension: resultNumber("sessionQuality", "comprehension"),
          independence: resultNumber("independence", "score"),
        })
        .from(sessionAnalyses)
        .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionAnalyses.sessionId))
        .where(and(completedOf(userId), eq(tutoringSessions.userId, userId)))
        .orderBy(desc(sessionAnalyses.completedAt), desc(sessionAnalyses.id))
        .limit(max);
    },

    /** Seconds of completed sessions per subject id. */
    async secondsBySubject(userId: string) {
      return db
        .select({
          subjectId: tutoringSessions.subjectId,
          seconds: sum(tutoringSessions.activeSeconds).mapWith(Number),
        })
        .from(tutoringSessions)
        .where(
          and(
            eq(tutoringSessions.userId, userId),
            eq(tutoringSessions.status, "COMPLETED"),
            isNotNull(tutoringSessions.subjectId),
          ),
        )
        .groupBy(tutoringSessions.subjectId);
    },
  };
}
