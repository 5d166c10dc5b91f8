import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { sessionAnalyses } from "#server/db/schema/analysis.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { createLogger } from "#server/lib/logger.ts";
import { twoInstancesPerFile } from "#tests/support/two-instances.ts";
import { analysisQueue, type ClaimedJob, leased } from "./analysis-queue.ts";
import { analysisWorker } from "./analysis-worker.ts";

// The durable queue on a real database: PGlite here, PostgreSQL with TEST_DATABASE_URL (where
// the second connection is a second pool, as a second server instance would have).
const instances = twoInstancesPerFile();

const logger = createLogger({ LOG_LEVEL: "silent" });
const options = { leaseMs: 60_000, maxAttempts: 3, backoffMs: 60_000 };

async function newSessions(count: number): Promise<{ id: string; userId: string }[]> {
  const userId = crypto.randomUUID();
  return instances
    .database()
    .db.insert(tutoringSessions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        publicId: `s-${crypto.randomUUID()}-${i}`,
        type: "CHAT" as const,
        status: "COMPLETED" as const,
      })),
    )
    .returning({ id: tutoringSessions.id, userId: tutoringSessions.userId });
}

/** Drains whatever else is due, so each test claims its own jobs. */
async function clear() {
  await instances.database().db.delete(sessionAnalyses);
}

describe("analysis queue", () => {
  it("queues a session once, and again only when asked to after it ended", async () => {
    await clear();
    const queue = analysisQueue(instances.database().db, options);
    const [s] = await newSessions(1);
    if (!s) throw new Error("no session");
    const first = await queue.enqueue(s.id, s.userId);
    expect(await queue.enqueue(s.id, s.userId)).toMatchObject({ id: first.id, status: "queued" });
    const job = await queue.claim();
    expect(job).toMatchObject({ id: first.id, status: "running", attempts: 1 });
    // Asked again while it runs: it stays running.
    expect(await queue.enqueue(s.id, s.userId, true)).toMatchObject({ status: "running", attempts: 1 });
    await instances
      .database()
      .db.update(sessionAnalyses)
      .set({ status: "completed" })
      .where(eq(sessionAnalyses.id, first.id));
    expect(await queue.enqueue(s.id, s.userId, true)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("retries after a backoff and fails for good after the last try", async () => {
    await clear();
    const queue = analysisQueue(instances.database().db, options);
    const [s] = await newSessions(1);
    if (!s) throw new Error("no session");
    await queue.enqueue(s.id, s.userId);
    const job = (await queue.claim()) as ClaimedJob;
    expect(await queue.fail(job, "Modell nicht erreichbar")).toBe("retry");
    expect(await queue.claim()).toBeNull(); // not due before the backoff
    const row = await queue.find(s.id);
    expect(row).toMatchObject({ status: "queued", lastError: "Modell nicht erreichbar" });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // Due again (time moved on): the second and third tries.
    for (const attempt of [2, 3]) {
      await instances
        .database()
        .db.update(sessionAnalyses)
        .set({ runAt: sql`now()` })
        .where(eq(sessionAnalyses.sessionId, s.id));
      const again = (await queue.claim()) as ClaimedJob;
      expect(again.attempts).toBe(attempt);
      expect(await queue.fail(again, "kaputt")).toBe(attempt === 3 ? "failed" : "retry");
    }
    expect(await queue.find(s.id)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("lets another worker take over a job whose lease ran out, and fences the first one off", async () => {
    await clear();
    const short = analysisQueue(instances.database().db, { ...options, leaseMs: 1 });
    const other = analysisQueue(instances.second().db, options);
    const [s] = await newSessions(1);
    if (!s) throw new Error("no session");
    await short.enqueue(s.id, s.userId);
    const first = (await short.claim()) as ClaimedJob;
    await new Promise((r) => setTimeout(r, 20));
    const taken = (await other.claim()) as ClaimedJob;
    expect(taken).toMatchObject({ id: first.id, attempts: 2 });
    expect(await short.heartbeat(first)).toBe(false);
    const stale = await instances
      .database()
      .db.update(sessionAnalyses)
      .set({ status: "completed" })
      .where(leased(first))
      .returning();
    expect(stale).toHaveLength(0);
    expect(await other.heartbeat(taken)).toBe(true);
  });
});

describe("two workers on two connections", () => {
  it("process 200 jobs exactly once", async () => {
    await clear();
    const sessions = await newSessions(200);
    const queueA = analysisQueue(instances.database().db, options);
    const queueB = analysisQueue(instances.second().db, options);
    for (const s of sessions) await queueA.enqueue(s.id, s.userId);

    const processed = new Map<string, number>();
    const byWorker = { A: 0, B: 0 };
    const processor = (name: "A" | "B", db: Database["db"]) => async (job: ClaimedJob) => {
      processed.set(job.id, (processed.get(job.id) ?? 0) + 1);
      byWorker[name]++;
      await new Promise((r) => setTimeout(r, Math.random() * 3));
      const done = await db
        .update(sessionAnalyses)
        .set({ status: "completed" })
        .where(leased(job))
        .returning();
      return done.length ? ({ kind: "done" } as const) : ({ kind: "lost" } as const);
    };
    const workers = [
      analysisWorker({ queue: queueA, logger, pollMs: 10, concurrency: 2, exclusive: false }),
      analysisWorker({ queue: queueB, logger, pollMs: 10, concurrency: 2, exclusive: false }),
    ] as const;
    workers[0].start(processor("A", instances.database().db));
    workers[1].start(processor("B", instances.second().db));
    try {
      for (let i = 0; i < 600; i++) {
        const [left] = await instances
          .database()
          .db.select({ n: sql<number>`count(*)::int` })
          .from(sessionAnalyses)
          .where(sql`${sessionAnalyses.status} <> 'completed'`);
        if (left?.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(processed.size).toBe(200);
    expect([...processed.values()].every((n) => n === 1)).toBe(true);
    const rows = await instances.database().db.select().from(sessionAnalyses);
    expect(rows.every((r) => r.status === "completed" && r.attempts === 1)).toBe(true);
    // Both took part (on PGlite they share one connection, still two workers).
    expect(byWorker.A).toBeGreaterThan(0);
    expect(byWorker.B).toBeGreaterThan(0);
  });
});
