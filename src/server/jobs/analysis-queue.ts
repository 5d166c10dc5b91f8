import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessionAnalyses } from "#server/db/schema/analysis.ts";

// The durable queue of session analyses (docs/decisions/016-session-analysis.md). Every time is
// the database's clock, so instances with drifting clocks still agree on what is due.

export type AnalysisJob = typeof sessionAnalyses.$inferSelect;

/** A claimed job: the row, and the lease that lets this worker write its result. */
export type ClaimedJob = AnalysisJob & { leaseToken: string };

export type QueueOptions = {
  /** How long a claim holds before another worker may take the job over. */
  leaseMs: number;
  /** Tries before a job fails for good. */
  maxAttempts: number;
  /** Wait after the first failed try; doubled after each further one. */
  backoffMs: number;
};

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = { leaseMs: 60_000, maxAttempts: 3, backoffMs: 5_000 };

const ms = (value: number) => sql`make_interval(secs => ${value / 1000})`;

export function analysisQueue(db: Db, options: QueueOptions = DEFAULT_QUEUE_OPTIONS) {
  return {
    options,

    /**
     * Queues the session's analysis unless it has one. With `again`, a finished or failed one
     * is queued anew (reanalyze); a job that is queued or running stays as it is.
     */
    async enqueue(sessionId: string, userId: string, again = false): Promise<AnalysisJob> {
      const [row] = await db
        .insert(sessionAnalyses)
        .values({ sessionId, userId, status: "queued" })
        .onConflictDoUpdate({
          target: sessionAnalyses.sessionId,
          set: again
            ? {
                status: sql`case when ${sessionAnalyses.status} in ('queued', 'running') then ${sessionAnalyses.status} else 'queued' end`,
                attempts: sql`case when ${sessionAnalyses.status} in ('queued', 'running') then ${sessionAnalyses.attempts} else 0 end`,
                runAt: sql`case when ${sessionAnalyses.status} in ('queued', 'running') then ${sessionAnalyses.runAt} else now() end`,
                lastError: sql`case when ${sessionAnalyses.status} in ('queued', 'running') then ${sessionAnalyses.lastError} else null end`,
              }
            : // A no-op update, so RETURNING yields the existing row.
              { status: sql`${sessionAnalyses.status}` },
        })
        .returning();
      if (!row) throw new Error("analysis enqueue returned no row");
      return row;
    },

    /** A failed analysis is queued again (analyze after a failure); others are left alone. */
    async retryFailed(sessionId: string): Promise<void> {
      await db
        .update(sessionAnalyses)
        .set({ status: "queued", attempts: 0, runAt: sql`now()`, lastError: null })
        .where(and(eq(sessionAnalyses.sessionId, sessionId), eq(sessionAnalyses.status, "failed")));
    },

    /**
     * Takes the oldest due job: queued and due, or running with a lease that ran out (its
     * worker died). SKIP LOCKED lets concurrent workers pass each other's claims.
     */
    async claim(): Promise<ClaimedJob | null> {
      const leaseToken = crypto.randomUUID();
      const result = await db.execute<Record<string, unknown>>(sql`
        update ${sessionAnalyses}
        set status = 'running', attempts = attempts + 1, lease_token = ${leaseToken},
            lease_until = now() + ${ms(options.leaseMs)}
        where id = (
          select id from ${sessionAnalyses}
          where status in ('queued', 'running') and run_at <= now()
            and (status = 'queued' or lease_until < now())
          order by run_at
          limit 1
          for update skip locked
        )
        returning id`);
      const id = result.rows[0]?.id as string | undefined;
      if (!id) return null;
      const [row] = await db.select().from(sessionAnalyses).where(eq(sessionAnalyses.id, id));
      return row ? { ...row, leaseToken } : null;
    },

    /** Extends a running job's lease; false when the lease was lost. */
    async heartbeat(job: ClaimedJob): Promise<boolean> {
      const rows = await db
        .update(sessionAnalyses)
        .set({ leaseUntil: sql`now() + ${ms(options.leaseMs)}` })
        .where(leased(job))
        .returning({ id: sessionAnalyses.id });
      return rows.length > 0;
    },

    /**
     * After a failed try: queued again after the backoff, or failed for good after the last try
     * (or at once when `final`). `error` is shown to the pupil once the job has failed.
     */
    async fail(job: ClaimedJob, error: string, final = false): Promise<"retry" | "failed"> {
      const giveUp = final || job.attempts >= options.maxAttempts;
      const delay = options.backoffMs * 2 ** Math.max(0, job.attempts - 1);
      await db
        .update(sessionAnalyses)
        .set({
          status: giveUp ? "failed" : "queued",
          runAt: giveUp ? sql`${sessionAnalyses.runAt}` : sql`now() + ${ms(delay)}`,
          leaseToken: null,
          leaseUntil: null,
          lastError: error.slice(0, 500),
        })
        .where(leased(job));
      return giveUp ? "failed" : "retry";
    },

    /**
     * Jobs a stopped server left running are due again at once. Only when this process is the
     * database's only user (embedded PGlite); elsewhere their leases have to run out.
     */
    async releaseRunning(): Promise<void> {
      await db
        .update(sessionAnalyses)
        .set({ status: "queued", leaseToken: null, leaseUntil: null })
        .where(eq(sessionAnalyses.status, "running"));
    },

    async find(sessionId: string): Promise<AnalysisJob | undefined> {
      const [row] = await db.select().from(sessionAnalyses).where(eq(sessionAnalyses.sessionId, sessionId));
      return row;
    },
  };
}
export type AnalysisQueue = ReturnType<typeof analysisQueue>;

/** Only the worker holding the lease may change a running job. */
export function leased(job: Pick<ClaimedJob, "id" | "leaseToken">) {
  return and(
    eq(sessionAnalyses.id, job.id),
    eq(sessionAnalyses.status, "running"),
    eq(sessionAnalyses.leaseToken, job.leaseToken),
  );
}
