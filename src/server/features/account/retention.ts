import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { authSessions, users } from "#server/db/schema/auth.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { Logger } from "#server/lib/logger.ts";
import { sweepExpiredLimits } from "#server/limits/shared-limit.ts";
import { type DbOrTx, deleteOlderThan, deleteUserData } from "./user-data.ts";

const DAY_MS = 86_400_000;
/** Any number that names this job alone among the app's advisory locks. */
const RETENTION_LOCK = 0x4c46_5254; // "LFRT"

export type RetentionOptions = {
  db: Db;
  /** RETENTION_DAYS: sessions, files and analyses older than this go; null = kept. */
  retentionDays: number | null;
  /** ACCOUNT_INACTIVE_DAYS: embedded accounts unused this long go; null = kept. */
  accountInactiveDays: number | null;
  logger: Logger;
  /** Several instances share the database (PostgreSQL): one sweeps at a time. */
  shared: boolean;
  clock?: () => Date;
  /** How often this instance looks whether the day's sweep is due. */
  everyMs?: number;
};

/**
 * Keeps nothing longer than the operator allows (issue 18, README "Retention"), and deletes
 * rate-limit counters whose window ended. Every instance
 * with background work checks each hour; with PostgreSQL an advisory lock held by the sweep's
 * transaction lets one instance at a time sweep, and the sweep itself is idempotent (it deletes
 * what is older than the limit at that moment), so a sweep that runs twice loses nothing and
 * one that dies halfway is finished by the next. A day's data is gone within a day at most.
 */
export function retentionSweeper(options: RetentionOptions) {
  const { db, logger } = options;
  const clock = options.clock ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<{ sessions: number; files: number; accounts: number }> | null = null;

  /** Accounts whose newest sign-in, refresh and session stamp are all older than `before`. */
  async function inactiveAccounts(tx: DbOrTx, before: Date, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          lt(users.createdAt, before),
          or(isNull(users.lastSignInAt), lt(users.lastSignInAt, before)),
          sql`not exists (select 1 from ${authSessions} where ${eq(authSessions.userId, users.id)} and ${authSessions.refreshedAt} >= ${before})`,
          sql`not exists (select 1 from ${tutoringSessions} where ${eq(tutoringSessions.userId, users.id)} and coalesce(${tutoringSessions.lastActiveAt}, ${tutoringSessions.createdAt}) >= ${before})`,
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async function deleteExpired(tx: DbOrTx) {
    const now = clock().getTime();
    const result = { sessions: 0, files: 0, accounts: 0 };
    // Rate-limit counters whose window ended (decision 052): hashes only, and no use to anyone.
    await sweepExpiredLimits(tx, new Date(now));
    if (options.retentionDays) {
      const deleted = await deleteOlderThan(tx, new Date(now - options.retentionDays * DAY_MS));
      result.sessions = deleted.sessions;
      result.files = deleted.files;
    }
    if (options.accountInactiveDays) {
      const before = new Date(now - options.accountInactiveDays * DAY_MS);
      for (;;) {
        const ids = await inactiveAccounts(tx, before, 50);
        for (const id of ids) if (await deleteUserData(tx, id)) result.accounts++;
        if (ids.length < 50) break;
      }
    }
    return result;
  }

  async function run() {
    // PGlite: this process is the only one. PostgreSQL: the sweep runs in one transaction that
    // holds an advisory lock, so a second instance's sweep at the same moment skips.
    const result = options.shared
      ? await db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ locked: boolean }>(
            sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`,
          );
          return rows[0]?.locked === true ? deleteExpired(tx) : { sessions: 0, files: 0, accounts: 0 };
        })
      : await deleteExpired(db);
    if (result.sessions + result.files + result.accounts > 0)
      logger.info(result, "retention sweep deleted data");
    return result;
  }

  function sweep() {
    sweeping ??= run().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  return {
    sweep,
    start() {
      const tick = () =>
        sweep().catch((error: unknown) => logger.warn({ err: error }, "retention sweep failed"));
      void tick();
      timer ??= setInterval(tick, options.everyMs ?? 3_600_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping?.catch(() => undefined);
    },
  };
}
export type RetentionSweeper = ReturnType<typeof retentionSweeper>;
