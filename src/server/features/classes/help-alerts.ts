import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { classMembers, helpAlerts } from "#server/db/schema/classes.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import { notFound } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ClassAlerts } from "#shared/contracts/classes.ts";
import { displayNameSql, isUuid, ownedClass } from "./class-queries.ts";

// Help alerts (issue 20, docs/decisions/054-class-overview-and-alerts.md): when a pupil gets the
// crisis card, each of their classes' teachers sees "braucht vielleicht Unterstützung" with the
// date and the subject. The row holds ids, a subject and times: never a word of the pupil's.

/** The newest alerts a class's list shows (the unseen count covers all). */
const MAX_LISTED = 200;

/** The session the card was shown in: its row id, its pupil and its subject. */
export type CrisisSession = { id: string; userId: string; subjectId: string | null };

const alertNotFound = () => notFound("Diesen Hinweis gibt es nicht.");

export function helpAlertsService(db: Db, { logger }: { logger: Logger }) {
  /** One alert per class the pupil is in; a second crisis in the same session adds none. */
  async function record(session: CrisisSession): Promise<number> {
    const written = await db
      .insert(helpAlerts)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as("id"),
            classId: classMembers.classId,
            pupilId: classMembers.pupilId,
            sessionId: sql<string>`${session.id}::uuid`.as("session_id"),
            subjectId: sql<string | null>`${session.subjectId}::text`.as("subject_id"),
            createdAt: sql<Date>`now()`.as("created_at"),
            seenAt: sql<Date | null>`null::timestamptz`.as("seen_at"),
          })
          .from(classMembers)
          .where(eq(classMembers.pupilId, session.userId)),
      )
      .onConflictDoNothing()
      .returning({ id: helpAlerts.id });
    return written.length;
  }

  return {
    record,

    /**
     * Called where the crisis card is decided (chat's careAnswers, which the voice agent's turns
     * go through too). Not awaited by the reply: a failure is logged, by code and session only,
     * and never reaches the pupil.
     */
    raise(session: CrisisSession): Promise<void> {
      return record(session).then(
        () => undefined,
        (error: unknown) => {
          logger.error({ code: errorCode(error), sessionId: session.id }, "help alert not written");
        },
      );
    },

    /** The class's alerts, newest first, with the unseen count; only of current members. */
    async list(teacherId: string, classId: string): Promise<ClassAlerts> {
      const cls = await ownedClass(db, teacherId, classId);
      const rows = await db
        .select({
          id: helpAlerts.id,
          pupilId: helpAlerts.pupilId,
          displayName: displayNameSql,
          subjectId: helpAlerts.subjectId,
          createdAt: helpAlerts.createdAt,
          seenAt: helpAlerts.seenAt,
          unseen: sql<number>`(count(*) filter (where ${helpAlerts.seenAt} is null) over ())::int`,
        })
        .from(helpAlerts)
        .innerJoin(
          classMembers,
          and(eq(classMembers.classId, helpAlerts.classId), eq(classMembers.pupilId, helpAlerts.pupilId)),
        )
        .innerJoin(users, eq(users.id, helpAlerts.pupilId))
        .leftJoin(onboarding, eq(onboarding.userId, helpAlerts.pupilId))
        .where(eq(helpAlerts.classId, cls.id))
        .orderBy(desc(helpAlerts.createdAt), desc(helpAlerts.id))
        .limit(MAX_LISTED);
      return {
        alerts: rows.map(({ unseen: _, ...row }) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          seenAt: row.seenAt?.toISOString() ?? null,
        })),
        unseen: rows[0]?.unseen ?? 0,
      };
    },

    /** Marks an alert seen; again is no error (the first time stays). */
    async markSeen(teacherId: string, classId: string, alertId: string): Promise<void> {
      const cls = await ownedClass(db, teacherId, classId);
      if (!isUuid(alertId)) throw alertNotFound();
      const [row] = await db
        .update(helpAlerts)
        .set({ seenAt: sql`coalesce(${helpAlerts.seenAt}, now())` })
        .where(and(eq(helpAlerts.id, alertId), eq(helpAlerts.classId, cls.id)))
        .returning({ id: helpAlerts.id });
      if (!row) throw alertNotFound();
    },
  };
}
export type HelpAlertsService = ReturnType<typeof helpAlertsService>;

/** PostgreSQL's error code (from node-postgres or PGlite, possibly as drizzle's `cause`), or the name. */
function errorCode(error: unknown): string {
  const codeOf = (e: unknown) =>
    e && typeof e === "object" && "code" in e && typeof e.code === "string" ? e.code : undefined;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return codeOf(error) ?? codeOf(cause) ?? (error instanceof Error ? error.name : "unknown");
}
