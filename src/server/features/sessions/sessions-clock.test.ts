import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { hotReads } from "#server/db/hot-reads.ts";
import { freshDatabase } from "#tests/support/test-db.ts";
import { sessionsService } from "./sessions.service.ts";

// Durations are measured by the server: the clock runs while ACTIVE and stops while PAUSED.
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe.each([false, true])("session clock (lists kept in memory: %s)", (cacheReads) => {
  it("counts active time only, and freezes at completion", async () => {
    let now = new Date("2026-11-22T08:00:00Z");
    const service = sessionsService(database.db, {
      clock: () => now,
      hot: cacheReads ? hotReads(database) : undefined,
    });
    const user = crypto.randomUUID();
    const at = (seconds: number) => {
      now = new Date(Date.parse("2026-11-22T08:00:00Z") + seconds * 1000);
    };

    await service.create(user, { id: "clock", subjectId: "physik" });
    // The list's rounded minutes follow the running clock, also when the list is kept.
    expect((await service.list(user)).data[0]?.durationMinutes).toBe(0);
    at(29);
    expect((await service.list(user)).data[0]?.durationMinutes).toBe(0);
    at(30);
    expect((await service.list(user)).data[0]?.durationMinutes).toBe(1);
    at(300);
    expect((await service.detail(user, "clock")).duration).toBe(300);
    await service.pause(user, "clock");
    at(900);
    expect((await service.detail(user, "clock")).duration).toBe(300);
    await service.start(user, "clock");
    at(1020);
    const done = await service.complete(user, "clock", {
      conversationTranscript: [],
      sessionType: "text",
      competenciesDiscussed: [],
      metadata: { sessionDuration: 999_999_999 },
    });
    expect(done.duration).toBe(420);
    expect(done.durationMinutes).toBe(7);
    at(5000);
    expect((await service.detail(user, "clock")).duration).toBe(420);
    expect((await service.list(user)).data[0]).toMatchObject({
      id: "clock",
      durationMinutes: 7,
      status: "COMPLETED",
    });
  });
});
