import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { classes, classMembers } from "#server/db/schema/classes.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import type { DbOrTx } from "#server/features/account/user-data.ts";
import { AppError, notFound } from "#server/lib/errors.ts";

// Reads every class route shares: the teacher's own class (or a 404, also for another teacher's:
// a teacher must not learn that a class exists) and the names a teacher sees.

export type ClassRow = typeof classes.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const classNotFound = () =>
  notFound("Diese Klasse gibt es nicht (oder sie gehört einer anderen Lehrperson).");

/** The class `classId` if it is this teacher's; a malformed id is as unknown as a foreign one. */
export async function ownedClass(db: DbOrTx, teacherId: string, classId: string): Promise<ClassRow> {
  if (!UUID.test(classId)) throw classNotFound();
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)));
  if (!row) throw classNotFound();
  return row;
}

/** Whether `raw` can be an id at all (a malformed one would be a database error, not a 404). */
export const isUuid = (raw: string) => UUID.test(raw);

/** A pupil id from the path: a malformed one is an unknown pupil. */
export function pupilIdParam(raw: string): string {
  if (!UUID.test(raw)) throw pupilNotFound();
  return raw;
}

export const pupilNotFound = () => notFound("Dieses Kind ist nicht in der Klasse.");

/**
 * The name a teacher sees. An account from a class list keeps the name from the list («Mia K.»,
 * which the teacher recognises, also after the pupil typed «Mia» in onboarding); any other shows
 * the pupil's own from onboarding, else the one given at sign-up; then the username, then «Ohne
 * Namen». Needs `users` and `onboarding` (left join) in the query. Exported for the overview and
 * the alerts, which show the same names.
 */
const metadataName = sql`nullif(${users.userMetadata}->>'name', '')`;
const onboardingName = sql`nullif(${onboarding.name}, '')`;
export const displayNameSql = sql<string>`case when ${users.createdBy} is not null
  then coalesce(${metadataName}, ${onboardingName}, ${users.username}, 'Ohne Namen')
  else coalesce(${onboardingName}, ${metadataName}, ${users.username}, 'Ohne Namen') end`;

/** The teacher's name for pupils: their account's name, else «deine Lehrperson». */
export async function teacherName(db: Db, teacherId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string | null>`nullif(${users.userMetadata}->>'name', '')` })
    .from(users)
    .where(eq(users.id, teacherId));
  return row?.name ?? "deine Lehrperson";
}

/** Members of a class with their names, oldest membership first. */
export async function membersOf(db: Db, classId: string, teacherId: string) {
  return db
    .select({
      id: users.id,
      displayName: displayNameSql,
      username: users.username,
      createdByTeacher: sql<boolean>`coalesce(${users.createdBy} = ${teacherId}, false)`,
      joinedAt: classMembers.joinedAt,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.pupilId))
    .leftJoin(onboarding, eq(onboarding.userId, classMembers.pupilId))
    .where(eq(classMembers.classId, classId))
    .orderBy(classMembers.joinedAt, users.id);
}

export const teacherOnly = () =>
  new AppError(
    403,
    "teacher_only",
    "Das können nur Lehrpersonen. Du bist als Schülerin oder Schüler angemeldet.",
  );
