import { count, eq, max, sql } from "drizzle-orm";
import { burnVerifyTime, verifyPassword } from "#server/auth/passwords.ts";
import type { SignInLimits } from "#server/auth/sign-in-limits.ts";
import type { Db } from "#server/db/client.ts";
import { sessionAnalyses } from "#server/db/schema/analysis.ts";
import { authSessions, users } from "#server/db/schema/auth.ts";
import { sessionFiles } from "#server/db/schema/files.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import type { AccountInfo, DataRecipient } from "#shared/contracts/account.ts";
import { deleteSessionData, deleteUserData } from "./user-data.ts";

const DAY_MS = 86_400_000;

export type AccountOptions = {
  /** Where a pupil's words go besides this server (data-recipients.ts). */
  recipients: readonly DataRecipient[];
  /** RETENTION_DAYS, or null. */
  retentionDays: number | null;
  /** ACCOUNT_INACTIVE_DAYS, or null; only accounts of the embedded sign-in are deleted for it. */
  accountInactiveDays: number | null;
  /**
   * Checks the pupil's current password where the accounts live elsewhere (a Supabase project);
   * null with the embedded sign-in, whose password hashes are in this database.
   */
  checkPasswordElsewhere: ((email: string, password: string) => Promise<boolean>) | null;
  /**
   * The embedded sign-in's guess limits (decision 052): the password check before deleting is
   * a guess like a sign-in, so a token left on a shared computer cannot be used to find it.
   */
  guesses: Pick<SignInLimits, "beginGuess"> | null;
  clock?: () => Date;
};

const wrongPassword = () =>
  new AppError(403, "invalid_password", "Das Passwort stimmt nicht. Dein Konto wurde nicht gelöscht.");

/**
 * A pupil's own account (issue 18): what is stored about them, and deleting it or one session.
 * Every table is reached through user-data.ts, so nothing of the pupil's is forgotten.
 */
export function accountService(db: Db, options: AccountOptions) {
  const clock = options.clock ?? (() => new Date());

  /** The newest sign-in, token refresh or session stamp of the pupil, or null. */
  async function lastActive(userId: string): Promise<Date | null> {
    const [signIn] = await db
      .select({ at: users.lastSignInAt, created: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    const [refresh] = await db
      .select({ at: max(authSessions.refreshedAt) })
      .from(authSessions)
      .where(eq(authSessions.userId, userId));
    const [session] = await db
      .select({ at: max(tutoringSessions.lastActiveAt), created: max(tutoringSessions.createdAt) })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.userId, userId));
    const stamps = [signIn?.at, signIn?.created, refresh?.at, session?.at, session?.created]
      .filter((d): d is Date => d instanceof Date || typeof d === "string")
      .map((d) => new Date(d).getTime());
    return stamps.length > 0 ? new Date(Math.max(...stamps)) : null;
  }

  return {
    async info(user: { id: string; email: string | null }): Promise<AccountInfo> {
      const [account] = await db
        .select({ email: users.email, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, user.id));
      const [sessions] = await db
        .select({ n: count() })
        .from(tutoringSessions)
        .where(eq(tutoringSessions.userId, user.id));
      const [messages] = await db
        .select({ n: count() })
        .from(sessionMessages)
        .innerJoin(tutoringSessions, eq(sessionMessages.sessionId, tutoringSessions.id))
        .where(eq(tutoringSessions.userId, user.id));
      const [files] = await db
        .select({ n: count() })
        .from(sessionFiles)
        .where(eq(sessionFiles.userId, user.id));
      const [analyses] = await db
        .select({ n: count() })
        .from(sessionAnalyses)
        .where(sql`${sessionAnalyses.userId} = ${user.id} and ${sessionAnalyses.status} = 'completed'`);
      const active = await lastActive(user.id);
      const inactiveDays = account ? options.accountInactiveDays : null;
      const from = active ?? account?.createdAt ?? clock();
      return {
        email: account?.email ?? user.email ?? "",
        createdAt: new Date(account?.createdAt ?? from).toISOString(),
        lastActiveAt: active?.toISOString() ?? null,
        counts: {
          sessions: sessions?.n ?? 0,
          messages: messages?.n ?? 0,
          files: files?.n ?? 0,
          analyses: analyses?.n ?? 0,
        },
        retentionDays: options.retentionDays,
        accountInactiveDays: options.accountInactiveDays,
        inactiveDeletionAt: inactiveDays
          ? new Date(new Date(from).getTime() + inactiveDays * DAY_MS).toISOString()
          : null,
        recipients: [...options.recipients],
      };
    },

    /**
     * Deletes the account and everything of it, after checking the current password (a session
     * left open on a shared school computer must not be enough). A wrong password: 403.
     */
    async deleteAccount(user: { id: string; email: string | null }, password: string): Promise<void> {
      const [account] = await db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (account) {
        const guess = await options.guesses?.beginGuess(account.email, { address: null, device: null });
        if (!(await verifyPassword(account.passwordHash, password))) {
          await guess?.failed();
          throw wrongPassword();
        }
        await guess?.succeeded();
      } else if (options.checkPasswordElsewhere && user.email) {
        if (!(await options.checkPasswordElsewhere(user.email, password))) throw wrongPassword();
      } else {
        await burnVerifyTime(password);
        throw wrongPassword();
      }
      await deleteUserData(db, user.id);
    },

    /** One session and everything of it; 404 for another pupil's, an unknown or a deleted one. */
    async deleteSession(userId: string, publicId: string): Promise<void> {
      if (!(await deleteSessionData(db, userId, publicId))) throw notFound("Session nicht gefunden.");
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
