import { afterEach, describe, expect, it, vi } from "vitest";
import { TutorError } from "#server/ai/model-errors.ts";
import { twoInstancesPerFile } from "#tests/support/two-instances.ts";
import { createModelLimiter } from "./model-limits.ts";

const instances = twoInstancesPerFile();
afterEach(() => {
  vi.useRealTimers();
});

/** The limiter's windows follow the wall clock: the tests move only Date, not timers. */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
  return (later: number) => vi.setSystemTime(later);
}

const user = () => crypto.randomUUID();

describe("createModelLimiter", () => {
  it("allows the minute budget per pupil, then answers 429 in German, and resets", async () => {
    const set = clockAt(Date.UTC(2026, 10, 26, 8));
    const limiter = createModelLimiter(instances.database().db, { perMinute: 3, perDay: 100 });
    const [mia, leo] = [user(), user()];
    for (let i = 0; i < 3; i++) await limiter.take(mia);
    const error = await limiter.take(mia).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TutorError);
    expect(error).toMatchObject({ status: 429, code: "model_limit_minute", surface: "shown" });
    expect((error as TutorError).message).toMatch(/Warte kurz/);
    expect((error as TutorError).retryAfterMs).toBeGreaterThan(0);
    await limiter.take(leo); // another pupil is not affected
    set(Date.UTC(2026, 10, 26, 8, 1, 1));
    await expect(limiter.take(mia)).resolves.toBeUndefined();
  });

  it("caps the day", async () => {
    const set = clockAt(Date.UTC(2026, 10, 27, 8));
    const limiter = createModelLimiter(instances.database().db, { perMinute: 100, perDay: 2 });
    const mia = user();
    await limiter.take(mia);
    await limiter.take(mia);
    await expect(limiter.take(mia)).rejects.toMatchObject({ status: 429, code: "model_limit_day" });
    set(Date.UTC(2026, 10, 28, 8, 0, 1));
    await expect(limiter.take(mia)).resolves.toBeUndefined();
  });

  it("does not count refused requests against the day", async () => {
    const set = clockAt(Date.UTC(2026, 10, 29, 8));
    const limiter = createModelLimiter(instances.database().db, { perMinute: 1, perDay: 2 });
    const mia = user();
    await limiter.take(mia);
    await expect(limiter.take(mia)).rejects.toThrow(TutorError);
    await expect(limiter.take(mia)).rejects.toThrow(TutorError);
    set(Date.UTC(2026, 10, 29, 8, 1, 1));
    await expect(limiter.take(mia)).resolves.toBeUndefined();
  });

  it("two instances on one database allow together what one allows (12 a minute, not 24)", async () => {
    const one = createModelLimiter(instances.database().db, { perMinute: 12, perDay: 300 });
    const two = createModelLimiter(instances.second().db, { perMinute: 12, perDay: 300 });
    const mia = user();
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? one : two).take(mia).then(
          () => "ok",
          () => "refused",
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(12);
  });

  it("two instances share the day too", async () => {
    const one = createModelLimiter(instances.database().db, { perMinute: 100, perDay: 5 });
    const two = createModelLimiter(instances.second().db, { perMinute: 100, perDay: 5 });
    const mia = user();
    for (let i = 0; i < 5; i++) await (i % 2 ? one : two).take(mia);
    await expect(one.take(mia)).rejects.toMatchObject({ code: "model_limit_day" });
    await expect(two.take(mia)).rejects.toMatchObject({ code: "model_limit_day" });
  });

  it("hints at room only with two points left in both windows, never deciding (decision 059)", async () => {
    const set = clockAt(Date.UTC(2026, 10, 30, 8));
    const limiter = createModelLimiter(instances.database().db, { perMinute: 5, perDay: 100 });
    const other = createModelLimiter(instances.second().db, { perMinute: 5, perDay: 100 });
    const [mia, leo] = [user(), user()];
    expect(limiter.likelyAllowed(mia)).toBe(false); // unknown: wait for the database
    await limiter.take(mia);
    expect(limiter.likelyAllowed(mia)).toBe(true); // 4 left
    // Requests still being counted take their points from the hint.
    const pending = [limiter.take(mia), limiter.take(mia)];
    expect(limiter.likelyAllowed(mia)).toBe(true); // 4 - 2
    pending.push(limiter.take(mia));
    expect(limiter.likelyAllowed(mia)).toBe(false); // 4 - 3
    await Promise.all(pending);
    expect(limiter.likelyAllowed(mia)).toBe(false); // 1 left
    // Another instance spends leo's points: this hint is stale, and the database refuses.
    await limiter.take(leo);
    for (let i = 0; i < 4; i++) await other.take(leo);
    expect(limiter.likelyAllowed(leo)).toBe(true);
    await expect(limiter.take(leo)).rejects.toMatchObject({ code: "model_limit_minute" });
    expect(limiter.likelyAllowed(leo)).toBe(false);
    set(Date.UTC(2026, 10, 30, 8, 1, 1)); // the minute ended: room again
    expect(limiter.likelyAllowed(leo)).toBe(true);
  });
});
