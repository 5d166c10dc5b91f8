import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { authSessions, users } from "#server/db/schema/auth.ts";
import { classes, classMembers, helpAlerts } from "#server/db/schema/classes.ts";
import { sessionFiles } from "#server/db/schema/files.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { subjectEnrolments } from "#server/db/schema/subjects.ts";
import { voiceConversations, voiceTickets } from "#server/db/schema/voice.ts";

/** Where the previous page ended: its last row's time (as PostgreSQL's exact text) and id. */
type Cursor = { at: string; id: string };

/**
 * Rows after `cursor` in (time, id) order. The time is compared as PostgreSQL's own text of it:
 * a JS Date keeps milliseconds only, and a row stored with microseconds would be read twice.
 */
const after = (time: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null): SQL | undefined =>
  cursor ? sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
const cursorOf = (time: AnyPgColumn) => sql<string>`${time}::text`;

/** Pages of rows, each fetched after the previous one's last row, until one comes back short. */
async function* pages<T extends { cursorAt: string; id: string }>(
  size: number,
  fetch: (cursor: Cursor | null, size: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetch(cursor, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1] as T;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(users);

/**
 * The export's reads, every one through the owner's id. Nothing is read in one piece that grows
 * with use: sessions (with their messages), files, analyses, competency events and sign-ins come
 * in pages. No transaction holds them together: with the embedded database it would hold the
 * only connection for the whole download; a row written meanwhile may or may not be in it.
 */
export function exportQueries(db: Db) {
  return {
    /** The account without its password hash; none with a Supabase project's accounts. */
    async account(userId: string) {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    signIns(userId: string, size: number) {
      return pages(size, (cursor, limit) =>
        db
          .select({
            id: authSessions.id,
            createdAt: authSessions.createdAt,
            refreshedAt: authSessions.refreshedAt,
            cursorAt: cursorOf(authSessions.createdAt),
          })
          .from(authSessions)
          .where(and(eq(authSessions.userId, userId), after(authSessions.createdAt, authSessions.id, cursor)))
          .orderBy(asc(authSessions.createdAt), asc(authSessions.id))
          .limit(limit),
      );
    },

    async profile(userId: string) {
      const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
      return row ?? null;
    },

    async enrolments(userId: string) {
      return await db
        .select()
        .from(subjectEnrolments)
        .where(eq(subjectEnrolments.userId, userId))
        .orderBy(asc(subjectEnrolments.enrolledAt), asc(subjectEnrolments.subjectId));
    },

    /** Sessions, oldest first, each page with its sessions' messages in the order they were written. */
    async *sessions(userId: string, size: number) {
      const sessionPages = pages(size, (cursor, limit) =>
        db
          .select({ ...getTableColumns(tutoringSessions), cursorAt: cursorOf(tutoringSessions.createdAt) })
          .from(tutoringSessions)
          .where(
            and(
              eq(tutoringSessions.userId, userId),
              after(tutoringSessions.createdAt, tutoringSessions.id, cursor),
            ),
          )
          .orderBy(asc(tutoringSessions.createdAt), asc(tutoringSessions.id))
          .limit(limit),
      );
      for await (const rows of sessionPages) {
        const ids = rows.map((row) => row.id);
        const messages = await db
          .select()
          .from(sessionMessages)
          .where(inArray(sessionMessages.sessionId, ids))
          .orderBy(asc(sessionMessages.sessionId), asc(sessionMessages.createdAt), asc(sessionMessages.id));
        const bySession = new Map<string, (typeof messages)[number][]>();
        for (const message of messages) {
          const list = bySession.get(message.sessionId);
          if (list) list.push(message);
          else bySession.set(message.sessionId, [message]);
        }
        yield rows.map(({ cursorAt: _cursor, ...session }) => ({
          ...session,
          messages: bySession.get(session.id) ?? [],
        }));
      }
    },

    /** The analyses of these sessions (the readable part, page by page of sessions). */
    async analysesOf(userId: string, sessionIds: string[]) {
      return await db
        .select()
        .from(sessionAnalyses)
        .where(and(eq(sessionAnalyses.userId, userId), inArray(sessionAnalyses.sessionId, sessionIds)));
    },

    files(userId: string, size: number) {
      return pages(size, (cursor, limit) =>
        db
          .select({ ...getTableColumns(sessionFiles), cursorAt: cursorOf(sessionFiles.createdAt) })
          .from(sessionFiles)
          .where(and(eq(sessionFiles.userId, userId), after(sessionFiles.createdAt, sessionFiles.id, cursor)))
          .orderBy(asc(sessionFiles.createdAt), asc(sessionFiles.id))
          .limit(limit),
      );
    },

    analyses(userId: string, size: number) {
      return pages(size, (cursor, limit) =>
        db
          .select({ ...getTableColumns(sessionAnalyses), cursorAt: cursorOf(sessionAnalyses.createdAt) })
          .from(sessionAnalyses)
          .where(
            and(
              eq(sessionAnalyses.userId, userId),
              after(sessionAnalyses.createdAt, sessionAnalyses.id, cursor),
            ),
          )
          .orderBy(asc(sessionAnalyses.createdAt), asc(sessionAnalyses.id))
          .limit(limit),
      );
    },

    competencyEvents(userId: string, size: number) {
      return pages(size, (cursor, limit) =>
        db
          .select({ ...getTableColumns(competencyEvents), cursorAt: cursorOf(competencyEvents.at) })
          .from(competencyEvents)
          .where(
            and(eq(competencyEvents.userId, userId), after(competencyEvents.at, competencyEvents.id, cursor)),
          )
          .orderBy(asc(competencyEvents.at), asc(competencyEvents.id))
          .limit(limit),
      );
    },

    /** The classes the pupil is in (a handful), with the class's name as the pupil saw it. */
    async classMemberships(userId: string) {
      return await db
        .select({
          classId: classMembers.classId,
          className: classes.name,
          schoolType: classes.schoolType,
          grade: classes.grade,
          joinedAt: classMembers.joinedAt,
        })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(eq(classMembers.pupilId, userId))
        .orderBy(asc(classMembers.joinedAt), asc(classMembers.classId));
    },

    /** What a class's teacher was told about the pupil: date and subject, never a message. */
    async helpAlerts(userId: string) {
      const { pupilId: _pupilId, ...columns } = getTableColumns(helpAlerts);
      return await db
        .select(columns)
        .from(helpAlerts)
        .where(eq(helpAlerts.pupilId, userId))
        .orderBy(asc(helpAlerts.createdAt), asc(helpAlerts.id));
    },

    /** A teacher's own classes. */
    async ownClasses(userId: string) {
      const { teacherId: _teacherId, ...columns } = getTableColumns(classes);
      return await db
        .select(columns)
        .from(classes)
        .where(eq(classes.teacherId, userId))
        .orderBy(asc(classes.createdAt), asc(classes.id));
    },

    /** Voice tickets live a minute and are swept a day later: a handful at most. */
    async voiceTickets(userId: string) {
      const { tokenHash: _tokenHash, ...columns } = getTableColumns(voiceTickets);
      return await db
        .select(columns)
        .from(voiceTickets)
        .where(eq(voiceTickets.userId, userId))
        .orderBy(asc(voiceTickets.createdAt));
    },

    /** Open voice conversations: at most VOICE_MAX_CONVERSATIONS_PER_PUPIL. */
    async voiceConversations(userId: string) {
      return await db
        .select()
        .from(voiceConversations)
        .where(eq(voiceConversations.userId, userId))
        .orderBy(asc(voiceConversations.slot));
    },
  };
}

export type ExportQueries = ReturnType<typeof exportQueries>;
export type SessionWithMessages = typeof tutoringSessions.$inferSelect & {
  messages: Array<typeof sessionMessages.$inferSelect>;
};
export type FileRow = typeof sessionFiles.$inferSelect;
export type AnalysisRow = typeof sessionAnalyses.$inferSelect;
