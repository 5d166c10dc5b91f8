import { and, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { users } from "#server/db/schema/auth.ts";
import { classes, classMembers } from "#server/db/schema/classes.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { SchoolType } from "#shared/domain/school.ts";
import { displayNameSql } from "./class-queries.ts";
import type { OverviewRange } from "./overview-range.ts";

// The class overview's SQL: ONE statement whatever the class's size (each statement costs a round
// trip, and with the embedded database a turn of its worker), made of set-based parts that cover
// the whole class at once through its current memberships (class_members), so a pupil who left
// is gone from the next request on. Every part is the teacher's own class only. None reads a
// transcript, a message or a file.

/** Most independence scores per pupil (the contract's trend). */
export const INDEPENDENCE_TREND = 10;

type Filter = { teacherId: string; classId: string; range: OverviewRange; subjectId: string | null };

/**
 * The session's minutes as the pupil sees them: round(active_seconds / 60) per session, as
 * session-view.ts's sessionMinutes (decision 038), summed; never a second way of counting.
 */
const minutes = sql`round(${tutoringSessions.activeSeconds} / 60.0)`;

export type OverviewRows = {
  cls: { id: string; schoolType: SchoolType; grade: number } | null;
  members: Array<{ id: string; displayName: string; username: string | null }>;
  totals: Array<{
    pupilId: string;
    subjectId: string | null;
    sessions: number;
    minutesInRange: number;
    minutesThisWeek: number;
  }>;
  /** ISO-like timestamps as PostgreSQL writes them in JSON. */
  lastActivity: Array<{ pupilId: string; at: string | null }>;
  statuses: Array<{ pupilId: string; competencyId: string; status: string }>;
  /** rank 1: the pupil's newest graded session in the range. */
  independence: Array<{ pupilId: string; score: number; rank: number }>;
};

export function classOverviewQueries(db: Db) {
  /** The class's memberships, only if it is this teacher's class. */
  const member = ({ teacherId, classId }: Filter) =>
    and(
      eq(classMembers.classId, classId),
      sql`exists (select 1 from ${classes} where ${classes.id} = ${classId} and ${classes.teacherId} = ${teacherId})`,
    );

  const parts = {
    cls: ({ teacherId, classId }: Filter) =>
      db
        .select({
          id: sql`${classes.id}`.as("id"),
          schoolType: sql`${classes.schoolType}`.as("schoolType"),
          grade: sql`${classes.grade}`.as("grade"),
        })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId))),

    members: (filter: Filter) =>
      db
        .select({
          id: sql`${classMembers.pupilId}`.as("id"),
          displayName: displayNameSql.as("displayName"),
          username: sql`${users.username}`.as("username"),
        })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.pupilId))
        .leftJoin(onboarding, eq(onboarding.userId, classMembers.pupilId))
        .where(member(filter)),

    /**
     * Per pupil and subject: sessions and minutes in the range (and subject), and minutes this
     * week (every subject). A session belongs to the day it was started; only sessions of the
     * range or the week are read (the index on user_id, created_at).
     */
    totals: (filter: Filter) => {
      const { range, subjectId } = filter;
      const inRange: SQL = sql`${tutoringSessions.createdAt} >= ${range.fromAt} and ${tutoringSessions.createdAt} < ${range.toEndAt}${
        subjectId ? sql` and ${tutoringSessions.subjectId} = ${subjectId}` : sql``
      }`;
      const earliest = new Date(Math.min(range.fromAt.getTime(), range.weekStartAt.getTime()));
      return db
        .select({
          pupilId: sql`${tutoringSessions.userId}`.as("pupilId"),
          subjectId: sql`${tutoringSessions.subjectId}`.as("subjectId"),
          sessions: sql`(count(*) filter (where ${inRange}))::int`.as("sessions"),
          minutesInRange: sql`coalesce(sum(${minutes}) filter (where ${inRange}), 0)::int`.as(
            "minutesInRange",
          ),
          minutesThisWeek:
            sql`coalesce(sum(${minutes}) filter (where ${tutoringSessions.createdAt} >= ${range.weekStartAt}), 0)::int`.as(
              "minutesThisWeek",
            ),
        })
        .from(classMembers)
        .innerJoin(tutoringSessions, eq(tutoringSessions.userId, classMembers.pupilId))
        .where(and(member(filter), gte(tutoringSessions.createdAt, earliest)))
        .groupBy(tutoringSessions.userId, tutoringSessions.subjectId);
    },

    /**
     * Each member's newest sign of activity, any time and subject: the newest stamp or session
     * start, each read from the top of an index rather than from every session.
     */
    lastActivity: (filter: Filter) => {
      const newest = (column: typeof tutoringSessions.lastActiveAt | typeof tutoringSessions.createdAt) =>
        sql`(select max(${column}) from ${tutoringSessions} where ${tutoringSessions.userId} = ${classMembers.pupilId})`;
      return db
        .select({
          pupilId: sql`${classMembers.pupilId}`.as("pupilId"),
          at: sql`greatest(${newest(tutoringSessions.lastActiveAt)}, ${newest(tutoringSessions.createdAt)})`.as(
            "at",
          ),
        })
        .from(classMembers)
        .where(member(filter));
    },

    /**
     * Each member's newest status per competency as of the range's end: the progress fold's order
     * (at, then id), as progress.queries.ts's statuses(). Per member, the events are read in the
     * order of competency_events_latest_idx, so each competency's first row is its newest.
     */
    statuses: (filter: Filter) => {
      const latest = db
        .selectDistinctOn([competencyEvents.competencyId], {
          competencyId: sql<string>`${competencyEvents.competencyId}`.as("competency_id"),
          status: sql<string>`${competencyEvents.status}`.as("status"),
        })
        .from(competencyEvents)
        .where(
          and(
            eq(competencyEvents.userId, classMembers.pupilId),
            lt(competencyEvents.at, filter.range.toEndAt),
          ),
        )
        .orderBy(competencyEvents.competencyId, desc(competencyEvents.at), desc(competencyEvents.id))
        .as("latest");
      return db
        .select({
          pupilId: sql`${classMembers.pupilId}`.as("pupilId"),
          competencyId: sql`${latest.competencyId}`.as("competencyId"),
          status: sql`${latest.status}`.as("status"),
        })
        .from(classMembers)
        .innerJoinLateral(latest, sql`true`)
        .where(member(filter));
    },

    /**
     * The independence scores of each member's newest graded sessions in the range (and subject),
     * at most INDEPENDENCE_TREND, oldest first. A crisis session is not graded (decision 016),
     * as in the pupil's own progress.
     */
    independence: (filter: Filter) => {
      const { range, subjectId } = filter;
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
            member(filter),
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
        .select({
          pupilId: sql`${ranked.pupilId}`.as("pupilId"),
          score: sql`${ranked.score}`.as("score"),
          rank: sql`${ranked.rank}`.as("rank"),
        })
        .from(ranked)
        .where(sql`${ranked.rank} <= ${INDEPENDENCE_TREND}`);
    },
  };

  const list = (part: { getSQL(): SQL }) =>
    sql`(select coalesce(json_agg(part), '[]'::json) from (${part}) part)`;

  /**
   * Everything the overview reads, in one statement: each part a JSON array (the class an
   * object). Without `withStatuses` the statuses come from the caller's cache (statusesOf).
   */
  const statement = (filter: Filter, withStatuses = true) => sql`select
        (select row_to_json(part) from (${parts.cls(filter)}) part) as cls,
        ${list(parts.members(filter))} as members,
        ${list(parts.totals(filter))} as totals,
        ${list(parts.lastActivity(filter))} as "lastActivity",
        ${withStatuses ? list(parts.statuses(filter)) : sql`'[]'::json`} as statuses,
        ${list(parts.independence(filter))} as independence`;

  return {
    statement,

    async overview(filter: Filter, withStatuses = true): Promise<OverviewRows> {
      const { rows } = await db.execute<Record<keyof OverviewRows, unknown>>(statement(filter, withStatuses));
      const row = rows[0];
      if (!row) throw new Error("the overview statement answered no row");
      // node-postgres parses json columns; PGlite too, but a driver that hands text is read here.
      const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
      return {
        cls: json(row.cls) ?? null,
        members: json(row.members),
        totals: json(row.totals),
        lastActivity: json(row.lastActivity),
        statuses: json(row.statuses),
        independence: json(row.independence),
      } as OverviewRows;
    },

    /**
     * The newest status of every competency of these pupils, all events so far, in the order of
     * competency_events_latest_idx (the progress fold's: at, then id).
     */
    statusesOf(pupilIds: string[]) {
      return db
        .selectDistinctOn([competencyEvents.userId, competencyEvents.competencyId], {
          pupilId: competencyEvents.userId,
          competencyId: competencyEvents.competencyId,
          status: competencyEvents.status,
        })
        .from(competencyEvents)
        .where(inArray(competencyEvents.userId, pupilIds))
        .orderBy(
          competencyEvents.userId,
          competencyEvents.competencyId,
          desc(competencyEvents.at),
          desc(competencyEvents.id),
        );
    },
  };
}
