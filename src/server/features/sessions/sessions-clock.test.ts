import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hotReads } from "#server/db/hot-reads.ts";
import { freshDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { sessionsService } from "./sessions.service.ts";

// Durations are measured by the server from activity stamps: a gap between two stamps counts
// when it is at most the idle limit and the session is ACTIVE (docs/decisions/038-honest-session-clock.md).
let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
/** Rows and lists kept in memory, as with the embedded database (docs/decisions/031-hot-reads.md). */
const hotFor = (cacheReads: boolean) => (cacheReads ? hotReads(database) : undefined);

const START = Date.parse("2026-11-22T08:00:00Z");
const completion = {
  conversationTranscript: [],
  sessionType: "text" as const,
  competenciesDiscussed: [],
  metadata: { sessionDuration: 999_999_999 },
};

function movableClock() {
  let now = new Date(START);
  return {
    clock: () => now,
    /** Sets the clock to START + seconds. */
    at(seconds: number) {
      now = new Date(START + seconds * 1000);
    },
  };
}

describe.each([false, true])("session clock (rows and lists kept in memory: %s)", (cacheReads) => {
  it("adds up the gaps between stamps no longer than the idle limit, and freezes at completion", async () => {
    const { clock, at } = movableClock();
    const service = sessionsService(database.db, { clock, hot: hotFor(cacheReads), idleSeconds: 15 * 60 });
    const user = crypto.randomUUID();
    const duration = async () => (await service.detail(user, "clock")).duration;
    const listed = async () => (await service.list(user)).data[0]?.durationMinutes;

    await service.create(user, { id: "clock", subjectId: "physik" });
    at(60);
    await service.ping(user, "clock");
    at(100);
    await service.ping(user, "clock");
    expect(await duration()).toBe(100);
    expect(await listed()).toBe(2);
    // A ping less than 20 s after the last stamp is not written: nothing is lost, the next counts it.
    at(110);
    await service.ping(user, "clock");
    expect(await duration()).toBe(100);

    // Left alone: no clock runs between stamps, so the time stands still everywhere.
    at(100 + 3 * 3600);
    expect(await duration()).toBe(100);
    expect(await listed()).toBe(2);
    // Coming back after more than the idle limit: the gap does not count, the next one does.
    await service.ping(user, "clock");
    expect(await duration()).toBe(100);
    at(100 + 3 * 3600 + 15 * 60);
    await service.ping(user, "clock");
    expect(await duration()).toBe(100 + 15 * 60);
    const t = 100 + 3 * 3600 + 30 * 60;

    // A tab that was hidden comes back: the hidden time does not count, what follows does.
    at(t - 25);
    await service.ping(user, "clock", { returning: true });
    expect(await duration()).toBe(1000);
    at(t);
    await service.ping(user, "clock");
    expect(await duration()).toBe(1025);

    // Pausing counts up to the pause; the pause itself never counts.
    at(t + 40);
    await service.pause(user, "clock");
    expect(await duration()).toBe(1065);
    at(t + 400);
    await service.ping(user, "clock");
    expect(await duration()).toBe(1065);
    await service.start(user, "clock");
    at(t + 460);
    await service.ping(user, "clock");
    expect(await duration()).toBe(1125);

    // Ending counts the gap up to the end; afterwards nothing changes the time.
    at(t + 520);
    const done = await service.complete(user, "clock", completion);
    expect(done.duration).toBe(1185);
    expect(done.durationMinutes).toBe(20);
    at(t + 560);
    await service.ping(user, "clock");
    expect(await duration()).toBe(1185);
    expect((await service.list(user)).data[0]).toMatchObject({
      id: "clock",
      durationMinutes: 20,
      status: "COMPLETED",
    });
  });

  it("adds whole seconds of each stamp, so many short gaps add up without drift", async () => {
    let now = START;
    const service = sessionsService(database.db, { hot: hotFor(cacheReads), clock: () => new Date(now) });
    const user = crypto.randomUUID();
    const { session } = await service.create(user, { id: "turns" });
    const row = await service.find(user, session.id);
    if (!row) throw new Error("no row");
    for (let i = 0; i < 50; i++) {
      now += 1_300; // a turn every 1.3 s
      await service.recordActivity(row.id);
    }
    expect((await service.detail(user, "turns")).duration).toBe(65);
  });

  it("stamps only open sessions the pupil owns, and refuses a flood of pings", async () => {
    const { clock, at } = movableClock();
    const service = sessionsService(database.db, { clock, hot: hotFor(cacheReads) });
    const owner = crypto.randomUUID();
    const other = crypto.randomUUID();
    await service.create(owner, { id: "mine" });
    at(120);
    // Another pupil's ping with the same id reaches nothing and creates nothing.
    await service.ping(other, "mine");
    expect((await service.list(other)).total).toBe(0);
    expect((await service.detail(owner, "mine")).duration).toBe(0);
    for (let i = 0; i < 30; i++) await service.ping(owner, "mine");
    await expect(service.ping(owner, "mine")).rejects.toMatchObject({ status: 429 });
    // The ping limit counts in the database by the wall clock (decision 052): a minute later
    // on both clocks, pings count again.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    at(185);
    await service.ping(owner, "mine");
    vi.useRealTimers();
    expect((await service.detail(owner, "mine")).duration).toBe(185);
  });
});

describe("ending abandoned sessions", () => {
  it("ends each open session idle for the auto-end limit once, without counting the idle time", async () => {
    const { clock, at } = movableClock();
    const service = sessionsService(database.db, { clock });
    const user = crypto.randomUUID();
    // The database holds the other tests' sessions too: only this pupil's are looked at.
    const own = (rows: { userId: string; publicId: string }[]) =>
      rows.filter((row) => row.userId === user).map((row) => row.publicId);
    await service.create(user, { id: "left" });
    await service.create(user, { id: "paused" });
    await service.create(user, { id: "busy" });
    at(300);
    await service.ping(user, "left");
    await service.pause(user, "paused");
    const limit = 12 * 3600;
    at(300 + limit - 1);
    await service.ping(user, "busy");
    expect(own(await service.endIdle(limit))).toEqual([]);

    at(300 + limit + 1);
    // Two instances sweeping at once (another connection on PostgreSQL) end each session once.
    const second = await database.reopen();
    const other = sessionsService(second.db, { clock });
    const [mine, theirs] = await Promise.all([service.endIdle(limit), other.endIdle(limit)]);
    await second.close();
    const ended = own([...mine, ...theirs]).sort();
    expect(ended).toEqual(["left", "paused"]);
    expect(own(await service.endIdle(limit))).toEqual([]);

    const left = await service.detail(user, "left");
    expect(left).toMatchObject({ status: "COMPLETED", duration: 300, durationMinutes: 5 });
    expect(left.completedAt).toBe(new Date(START + (300 + limit + 1) * 1000).toISOString());
    expect((await service.detail(user, "busy")).status).toBe("ACTIVE");
  });
});
