import { describe, expect, it } from "vitest";
import { MESSAGE_RATES, tokenBucket } from "./message-rate.ts";

describe("tokenBucket", () => {
  it("lets a burst through, then refills at its rate and never beyond its capacity", () => {
    let now = 0;
    const bucket = tokenBucket({ capacity: 3, perSecond: 2 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 499;
    expect(bucket.take()).toBe(false);
    now = 500;
    expect(bucket.take()).toBe(true);
    now = 60_000; // a long pause fills it to capacity, no more
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it("gives the voice screen room: a microphone chunk every 25 ms and four file messages at once", () => {
    let now = 0;
    const frames = tokenBucket(MESSAGE_RATES.frames, () => now);
    const turns = tokenBucket(MESSAGE_RATES.turns, () => now);
    for (let i = 0; i < 40 * 60; i++, now += 25) expect(frames.take()).toBe(true);
    for (let i = 0; i < 4; i++) expect(turns.take()).toBe(true);
  });
});
