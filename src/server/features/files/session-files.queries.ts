import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessionFiles } from "#server/db/schema/files.ts";

// Reads and writes of session_files, always through the owner's id: another pupil's files are
// neither listed nor counted, even under the same session id.
export type FileScope = "preparation" | "session";
export type NewSessionFile = Omit<typeof sessionFiles.$inferInsert, "id">;
export type SessionFileForTutor = { fileName: string; kind: "image" | "document"; content: string };

/** A session's stored files for the tutor, both scopes, oldest first. */
export async function listSessionFiles(
  db: Db,
  userId: string,
  sessionPublicId: string,
): Promise<SessionFileForTutor[]> {
  return db
    .select({ fileName: sessionFiles.fileName, kind: sessionFiles.kind, content: sessionFiles.content })
    .from(sessionFiles)
    .where(and(eq(sessionFiles.userId, userId), eq(sessionFiles.sessionPublicId, sessionPublicId)))
    .orderBy(asc(sessionFiles.createdAt), asc(sessionFiles.id));
}

/** The public ids of the pupil's sessions that have files. */
export async function sessionsWithFiles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: sessionFiles.sessionPublicId })
    .from(sessionFiles)
    .where(eq(sessionFiles.userId, userId));
  return rows.map((row) => row.id);
}

/** How many files this pupil stored for the session in one scope. */
export async function countSessionFiles(
  db: Pick<Db, "select">,
  userId: string,
  sessionPublicId: string,
  scope: FileScope,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessionFiles)
    .where(
      and(
        eq(sessionFiles.userId, userId),
        eq(sessionFiles.sessionPublicId, sessionPublicId),
        eq(sessionFiles.scope, scope),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Replaces the pupil's preparation files of a session with these: a preparation is uploaded as
 * one set (≤ 5 per request), and uploading again (a retry after an error) must neither pile up
 * rows nor pass the limit.
 */
export async function replacePreparationFiles(
  db: Db,
  userId: string,
  sessionPublicId: string,
  rows: NewSessionFile[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(sessionFiles)
      .where(
        and(
          eq(sessionFiles.userId, userId),
          eq(sessionFiles.sessionPublicId, sessionPublicId),
          eq(sessionFiles.scope, "preparation"),
        ),
      );
    if (rows.length > 0) await tx.insert(sessionFiles).values(rows);
  });
}

/**
 * Stores files unless the session would then hold more than `max` of this scope. Requests for
 * the same pupil and session wait for each other (a transaction-scoped advisory lock), so two
 * uploads at once cannot both pass the count. Returns the count before, and whether it stored.
 */
export async function insertWithinLimit(
  db: Db,
  key: { userId: string; sessionPublicId: string; scope: FileScope },
  rows: NewSessionFile[],
  max: number,
): Promise<{ stored: boolean; before: number }> {
  return db.transaction(async (tx) => {
    const lock = `session_files/${key.userId}/${key.sessionPublicId}/${key.scope}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    const before = await countSessionFiles(tx, key.userId, key.sessionPublicId, key.scope);
    if (before + rows.length > max) return { stored: false, before };
    if (rows.length > 0) await tx.insert(sessionFiles).values(rows);
    return { stored: true, before };
  });
}
