import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { subjectEnrolments } from "#server/db/schema/subjects.ts";
import { notFound } from "#server/lib/errors.ts";
import { findSubject, type Subject } from "#shared/domain/subjects.ts";

export type EnrolledSubject = Subject & { enrolledAt: string };

/** A catalogue subject by id or alias, or a 404 a pupil can read. */
export function requireSubject(idOrAlias: string): Subject {
  const subject = findSubject(idOrAlias);
  if (!subject) throw notFound(`Das Fach «${idOrAlias.slice(0, 64)}» gibt es nicht.`);
  return subject;
}

export function subjectsService(db: Db) {
  return {
    /** The pupil's subjects, most recent first. Sessions will add the subjects they used. */
    async forUser(userId: string): Promise<EnrolledSubject[]> {
      const rows = await db
        .select()
        .from(subjectEnrolments)
        .where(eq(subjectEnrolments.userId, userId))
        .orderBy(desc(subjectEnrolments.enrolledAt));
      return rows.flatMap((row) => {
        const subject = findSubject(row.subjectId);
        return subject ? [{ ...subject, enrolledAt: row.enrolledAt.toISOString() }] : [];
      });
    },

    /** Idempotent: enrolling twice keeps the first date. */
    async enroll(userId: string, idOrAlias: string): Promise<EnrolledSubject> {
      const subject = requireSubject(idOrAlias);
      await db.insert(subjectEnrolments).values({ userId, subjectId: subject.id }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(subjectEnrolments)
        .where(and(eq(subjectEnrolments.userId, userId), eq(subjectEnrolments.subjectId, subject.id)));
      return { ...subject, enrolledAt: (row?.enrolledAt ?? new Date()).toISOString() };
    },
  };
}
export type SubjectsService = ReturnType<typeof subjectsService>;
