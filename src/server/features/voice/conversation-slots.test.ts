import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { conversationSlots } from "./conversation-slots.ts";

// The per-pupil count of open voice conversations in the database (decision 024): what two
// instances on one PostgreSQL see, racing, renewing and dying.

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

const pupilId = () => crypto.randomUUID();

describe("conversation slots", () => {
  it("lets instances racing for one pupil win exactly the pupil's number of slots", async () => {
    const userId = pupilId();
    // On PostgreSQL the second instance has connections of its own.
    const second = await database.reopen();
    try {
      const a = conversationSlots(database.db, { perPupil: 2, instanceId: "a" });
      const b = conversationSlots(second.db, { perPupil: 2, instanceId: "b" });
      const won = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).claim(userId, `conv_${i}`)),
      );
      expect(won.filter(Boolean)).toHaveLength(2);
      expect(await a.open(userId)).toBe(2);
      // Another pupil has slots of their own.
      expect(await b.claim(pupilId(), "conv_other")).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("keeps a renewed lease, frees one that ran out, and releases only its own conversation", async () => {
    const userId = pupilId();
    let now = new Date("2026-12-01T10:00:00Z");
    const clock = () => now;
    const alive = conversationSlots(database.db, {
      perPupil: 2,
      instanceId: "alive",
      leaseMs: 60_000,
      clock,
    });
    const dying = conversationSlots(database.db, {
      perPupil: 2,
      instanceId: "dying",
      leaseMs: 60_000,
      clock,
    });
    expect(await alive.claim(userId, "conv_alive")).toBe(true);
    expect(await dying.claim(userId, "conv_dying")).toBe(true);
    expect(await alive.claim(userId, "conv_third")).toBe(false);

    now = new Date("2026-12-01T10:00:50Z");
    expect(await alive.renew()).toBe(1); // only its own
    now = new Date("2026-12-01T10:01:30Z");
    // "dying" stopped renewing: its lease ended at 10:01:00; "alive" holds until 10:01:50.
    expect(await alive.open(userId)).toBe(1);
    expect(await alive.claim(userId, "conv_new")).toBe(true);
    expect(await alive.claim(userId, "conv_fourth")).toBe(false);

    // The dead instance's late release does not free the slot now held by conv_new.
    await dying.release(userId, "conv_dying");
    expect(await alive.open(userId)).toBe(2);
    await alive.release(userId, "conv_alive");
    expect(await alive.open(userId)).toBe(1);

    // Closed for a flood: the slot stays taken for the cool-down, and no renewal extends it.
    await alive.cool(userId, "conv_new", 10_000);
    expect(await alive.renew()).toBe(0);
    now = new Date("2026-12-01T10:01:39Z");
    expect(await alive.open(userId)).toBe(1);
    now = new Date("2026-12-01T10:01:41Z");
    expect(await alive.open(userId)).toBe(0);
  });
});
