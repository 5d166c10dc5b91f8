import { eq, getTableName, inArray, lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { authSessions, refreshTokens, signingKeys, users } from "#server/db/schema/auth.ts";
import { classes, classMembers, helpAlerts } from "#server/db/schema/classes.ts";
import { sessionFiles } from "#server/db/schema/files.ts";
import { rateLimits } from "#server/db/schema/limits.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { subjectEnrolments } from "#server/db/schema/subjects.ts";
import { voiceConversations, voiceTickets } from "#server/db/schema/voice.ts";

// Where a pupil's data lives, in one place (issue 18: "no row in any table references the user").
// Every table of the schema is listed here, either with the column that names its pupil or with
// the parent row it is deleted with (a foreign key ON DELETE CASCADE), or as holding nothing of a
// pupil's; user-data.test.ts fails when a new table is not listed, so deletion, export and
// retention cannot forget it.

/** A table with a column naming the pupil: their rows are deleted by that column. */
type OwnedTable = { table: PgTable; owner: PgColumn };
/** A table whose rows go with their parent's (ON DELETE CASCADE), so it needs no statement. */
type CascadedTable = { table: PgTable; parent: PgTable };

/** Children before parents, so the statements never wait on a cascade they could avoid. */
export const OWNED_TABLES: readonly OwnedTable[] = [
  { table: voiceConversations, owner: voiceConversations.userId },
  { table: voiceTickets, owner: voiceTickets.userId },
  { table: competencyEvents, owner: competencyEvents.userId },
  { table: sessionAnalyses, owner: sessionAnalyses.userId },
  { table: sessionFiles, owner: sessionFiles.userId },
  { table: tutoringSessions, owner: tutoringSessions.userId },
  { table: subjectEnrolments, owner: subjectEnrolments.userId },
  { table: onboarding, owner: onboarding.userId },
  // A pupil's memberships and the alerts about them; a teacher's classes (with their members'
  // memberships and alerts, ON DELETE CASCADE). The accounts a teacher made stay: users.created_by
  // becomes null (docs/decisions/053-classes-and-teachers.md).
  { table: helpAlerts, owner: helpAlerts.pupilId },
  { table: classMembers, owner: classMembers.pupilId },
  { table: classes, owner: classes.teacherId },
  { table: authSessions, owner: authSessions.userId },
  { table: users, owner: users.id },
];

export const CASCADED_TABLES: readonly CascadedTable[] = [
  { table: sessionMessages, parent: tutoringSessions },
  { table: refreshTokens, parent: authSessions },
];

/** Tables that hold nothing of any pupil's. */
export const IMPERSONAL_TABLES: readonly PgTable[] = [
  signingKeys,
  // Rate-limit counters under hashed keys (decision 052): a window ends within a day at most,
  // and the hourly sweep deletes ended ones.
  rateLimits,
];

/** The database, or a transaction on it (the retention sweep runs in one). */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export const tableName = (table: PgTable) => getTableName(table);

/**
 * Deletes every row of the pupil's, in one transaction: either all of it is gone or nothing is.
 * The database's triggers note each deleted row (migration 0008), so every cache of this process
 * forgets it. Returns whether an account row was there.
 */
export async function deleteUserData(db: DbOrTx, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    let hadAccount = false;
    for (const { table, owner } of OWNED_TABLES) {
      const deleted = await tx.delete(table).where(eq(owner, userId)).returning({ one: sql`1` });
      if (table === users) hadAccount = deleted.length > 0;
    }
    return hadAccount;
  });
}

/**
 * One session and everything that hangs on it: its messages (cascade), files (both the
 * preparation's and the session's, by the browser's session id), analysis and its competency
 * events, and the voice tickets issued for it. Returns false when the pupil has no such session.
 */
export async function deleteSessionData(db: DbOrTx, userId: string, publicId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .delete(tutoringSessions)
      .where(sql`${tutoringSessions.userId} = ${userId} and ${tutoringSessions.publicId} = ${publicId}`)
      .returning({ id: tutoringSessions.id });
    if (!session) return false;
    await tx
      .delete(sessionFiles)
      .where(sql`${sessionFiles.userId} = ${userId} and ${sessionFiles.sessionPublicId} = ${publicId}`);
    await tx
      .delete(voiceTickets)
      .where(sql`${voiceTickets.userId} = ${userId} and ${voiceTickets.sessionPublicId} = ${publicId}`);
    // The analysis and the competency events of this session reference its row and go with it
    // (ON DELETE CASCADE); they are named here so the statement does not depend on it.
    await tx.delete(competencyEvents).where(eq(competencyEvents.sessionId, session.id));
    await tx.delete(sessionAnalyses).where(eq(sessionAnalyses.sessionId, session.id));
    return true;
  });
}

/**
 * Sessions (with everything that hangs on them) and files created before `before`, a batch at a
 * time (RETENTION_DAYS). Returns how many sessions and files were deleted.
 */
export async function deleteOlderThan(
  db: DbOrTx,
  before: Date,
  batch = 100,
): Promise<{ sessions: number; files: number }> {
  let sessions = 0;
  for (;;) {
    const old = await db
      .select({ userId: tutoringSessions.userId, publicId: tutoringSessions.publicId })
      .from(tutoringSessions)
      .where(lt(tutoringSessions.createdAt, before))
      .limit(batch);
    for (const row of old) if (await deleteSessionData(db, row.userId, row.publicId)) sessions++;
    if (old.length < batch) break;
  }
  // Files of sessions that were never started (a preparation upload alone), by their own age.
  let files = 0;
  for (;;) {
    const ids = await db
      .select({ id: sessionFiles.id })
      .from(sessionFiles)
      .where(lt(sessionFiles.createdAt, before))
      .limit(batch);
    if (ids.length === 0) break;
    await db.delete(sessionFiles).where(
      inArray(
        sessionFiles.id,
        ids.map((r) => r.id),
      ),
    );
    files += ids.length;
    if (ids.length < batch) break;
  }
  return { sessions, files };
}
