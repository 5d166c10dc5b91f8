import { and, eq, like } from "drizzle-orm";
import { hashPassword } from "#server/auth/passwords.ts";
import type { Db } from "#server/db/client.ts";
import { authSessions, users } from "#server/db/schema/auth.ts";
import { classMembers } from "#server/db/schema/classes.ts";
import { deleteUserData } from "#server/features/account/user-data.ts";
import { AppError } from "#server/lib/errors.ts";
import type { BulkPupilsCreated, PasswordReset } from "#shared/contracts/classes.ts";
import { usernameEmail } from "#shared/domain/usernames.ts";
import { parseClassList } from "./class-list.ts";
import { ownedClass, pupilIdParam, pupilNotFound } from "./class-queries.ts";
import { isUniqueViolation } from "./classes.service.ts";
import { generatePassphrase } from "./passphrases.ts";
import { classSlug, listedName, usernamesFor } from "./pupil-names.ts";

// Accounts a teacher makes from a class list (issue 20): usernames and passphrases, handed out
// once; resetting a passphrase; deleting such an account with everything that belongs to it.
// Only accounts this teacher made and that are in this class: a pupil who signed up with their
// own e-mail keeps their password to themselves.

/**
 * argon2id hashes at once. Each takes ~19 MiB and one core for a few dozen ms; 4 keep both cores
 * busy without letting a 60-pupil list take 1.2 GB (docs/decisions/053-classes-and-teachers.md).
 */
const HASH_CONCURRENCY = 4;

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function classPupilsService(db: Db) {
  /** A member of the class that this teacher made, or a 404. */
  async function ownPupil(teacherId: string, classId: string, rawPupilId: string) {
    const pupilId = pupilIdParam(rawPupilId);
    const cls = await ownedClass(db, teacherId, classId);
    const [row] = await db
      .select({ id: users.id, username: users.username })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.pupilId))
      .where(
        and(
          eq(classMembers.classId, cls.id),
          eq(classMembers.pupilId, pupilId),
          eq(users.createdBy, teacherId),
        ),
      );
    if (!row?.username) throw pupilNotFound();
    return { id: row.id, username: row.username };
  }

  return {
    /**
     * Parses the list, makes a username and passphrase for everyone, hashes the passphrases
     * (before the transaction: the embedded database has one connection, and hashing 60 takes a
     * second), then writes every account and membership in one transaction: all or nothing.
     */
    async createFromList(teacherId: string, classId: string, csv: string): Promise<BulkPupilsCreated> {
      const cls = await ownedClass(db, teacherId, classId);
      const listed = parseClassList(csv);
      const taken = await db
        .select({ username: users.username })
        .from(users)
        .where(like(users.username, `%.${classSlug(cls.name)}`));
      const usernames = usernamesFor(listed, cls.name, new Set(taken.map((r) => r.username ?? "")));
      const passwords = listed.map(() => generatePassphrase());
      const hashes = await mapLimit(passwords, HASH_CONCURRENCY, hashPassword);
      const created = await db
        .transaction(async (tx) => {
          const rows = await tx
            .insert(users)
            .values(
              listed.map((pupil, i) => ({
                email: usernameEmail(usernames[i] as string),
                username: usernames[i] as string,
                passwordHash: hashes[i] as string,
                role: "pupil" as const,
                createdBy: teacherId,
                userMetadata: { name: listedName(pupil) },
              })),
            )
            .returning({ id: users.id, username: users.username, userMetadata: users.userMetadata });
          await tx.insert(classMembers).values(rows.map((row) => ({ classId: cls.id, pupilId: row.id })));
          return rows;
        })
        .catch((error: unknown) => {
          // Another list took one of these usernames between the look-up and the insert.
          if (isUniqueViolation(error)) {
            throw new AppError(
              409,
              "username_taken",
              "Ein Benutzername wurde gerade vergeben. Bitte versuche es nochmals.",
            );
          }
          throw error;
        });
      const byUsername = new Map(created.map((row) => [row.username, row]));
      return {
        pupils: listed.map((pupil, i) => ({
          id: byUsername.get(usernames[i] as string)?.id as string,
          displayName: listedName(pupil),
          username: usernames[i] as string,
          password: passwords[i] as string,
        })),
      };
    },

    /** A new passphrase, shown once; the pupil's sign-ins end at once. */
    async resetPassword(teacherId: string, classId: string, pupilId: string): Promise<PasswordReset> {
      const pupil = await ownPupil(teacherId, classId, pupilId);
      const password = generatePassphrase();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, pupil.id));
        await tx.delete(authSessions).where(eq(authSessions.userId, pupil.id));
      });
      return { username: pupil.username, password };
    },

    /** The account and everything of it (user-data.ts), in one transaction. */
    async deletePupil(teacherId: string, classId: string, pupilId: string): Promise<void> {
      const pupil = await ownPupil(teacherId, classId, pupilId);
      if (!(await deleteUserData(db, pupil.id))) throw pupilNotFound();
    },
  };
}
export type ClassPupilsService = ReturnType<typeof classPupilsService>;
