import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { classMembers } from "#server/db/schema/classes.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { CompetencyStatus } from "#shared/domain/competencies.ts";
import type { OverviewRange } from "./overview-range.ts";

// The class overview's SQL: each query covers the whole class at once, through its current
// memberships (class_members), so a pupil who left is gone from the next request on. None reads
// a transcript, a message or a file.

/** Most independence scores per pupil (the contract's trend). */
export const INDEPENDENCE_TREND = 10;

type Filter = { classId: string; range: OverviewRange; subjectId: string | null };

const member = (classId: string) => eq(classMembers.classId, classId);

/**
 * The session's minutes as the pupil sees them: round(active_seconds / 60) per session, as
 * session-view.ts's sessionMinutes (decision 038), summed; never a second way of counting.
 */
const minutes = sql`round(${tutoringSessions.activeSeconds} / 60.0)`;

export function classOverviewQueries(db: Db) {
  return {
    /**
     * Per pupil and subject: sessions and minutes in the range (and subject), minutes this week
     * (every subject), and the newest activity (any time, any subject). A session belongs to the
     * day it was started.
     */
    async sessionTotals({ classId, range, subjectId }: Filter) {
      const inRange: SQL = sql`${tutoringSessions.createdAt} >= ${range.fromAt} and ${tutoringSessions.createdAt} < ${range.toEndAt}${
        subjectId ? sql` and ${tutoringSessions.subjectId} = ${subjectId}` : sql``
      }`;
      return db
        .select({
          pupilId: tutoringSessions.userId,
          subjectId: tutoringSessions.subjectId,
          sessions: sql<number>`(count(*) filter (where ${inRange}))::int`,
          minutesInRange: sql<number>`coalesce(sum(${minutes}) filter (where ${inRange}), 0)::int`,
          minutesThisWeek: sql<number>`coalesce(sum(${minutes}) filter (where ${tutoringSessions.createdAt} >= ${range.weekStartAt}), 0)::int`,
          lastActivityAt:
            sql<Date>`max(coalesce(${tutoringSessions.lastActiveAt}, ${tutoringSessions.createdAt}))`.mapWith(
              tutoringSessions.createdAt,
            ),
        })
        .from(classMembers)
        .innerJoin(tutoringSessions, eq(tutoringSessions.userId, classMembers.pupilId))
        .where(member(classId))
        .groupBy(tutoringSessions.userId, tutoringSessions.subjectId);
    },

    /**
     * Each member's newest status per competency as of the range's end: the progress fold's order
     * (at, then id), done by the database as progress.queries.ts's statuses().
     */
    async competencyStatuses({ classId, range }: Filter) {
      return db
        .selectDistinctOn([competencyEvents.userId, competencyEvents.competencyId], {
          pupilId: competencyEvents.userId,
          competencyId: competencyEvents.competencyId,
          status: sql<CompetencyStatus>`${competencyEvents.status}`,
        })
        .from(classMembers)
        .innerJoin(competencyEvents, eq(competencyEvents.userId, classMembers.pupilId))
        .where(and(member(classId), lt(competencyEvents.at, range.toEndAt)))
        .orderBy(
          competencyEvents.userId,
          competencyEvents.competencyId,
          desc(competencyEvents.at),
          desc(competencyEvents.id),
        );
    },

    /**
     * The independence scores of each member's newest graded sessions in the range (and subject),
     * at most INDEPENDENCE_TREND, oldest first. A crisis session is not graded (decision 016),
     * as in the pupil's own progress.
     */
    async independence({ classId, range, subjectId }: Filter) {
      const score = sql<number>`(${sessionAnalyses.result} #>> '{independence,score}')::float8`;
      const ranked = db
        .select({
          pupilId: sql<string>`${tutoringSessions.userId}`.as("pupil_id"),
          score: score.as("score"),
          startedAt: sql<Date>`${tutoringSessions.createdAt}`.as("started_at"),
          rank: sql<number>`row_number() over (partition by ${tutoringSessions.userId} order by ${tutoringSessions.createdAt} desc, ${tutoringSessions.id} desc)`.as(
            "rank",
          ),
        })
        .from(classMembers)
        .innerJoin(tutoringSessions, eq(tutoringSessions.userId, classMembers.pupilId))
        .innerJoin(sessionAnalyses, eq(sessionAnalyses.sessionId, tutoringSessions.id))
        .where(
          and(
            member(classId),
            gte(tutoringSessions.createdAt, range.fromAt),
            lt(tutoringSessions.createdAt, range.toEndAt),
            subjectId ? eq(tutoringSessions.subjectId, subjectId) : undefined,
            eq(sessionAnalyses.status, "completed"),
            sql`jsonb_array_length(${tutoringSessions.safetyEvents}) = 0`,
            isNull(sql`${sessionAnalyses.result} -> 'care'`),
            sql`${score} is not null`,
          ),
        )
        .as("ranked");
      return db
        .select({ pupilId: ranked.pupilId, score: ranked.score })
        .from(ranked)
        .where(sql`${ranked.rank} <= ${INDEPENDENCE_TREND}`)
        .orderBy(asc(ranked.pupilId), asc(ranked.startedAt));
    },
  };
}
