import { describe, expect, it } from "vitest";
import { TutorError } from "./model-errors.ts";
import { createModelLimiter } from "./model-limits.ts";

describe("createModelLimiter", () => {
  it("allows the minute budget per pupil, then answers 429 in German, and resets", () => {
    let now = 0;
    const limiter = createModelLimiter({ perMinute: 3, perDay: 100 }, () => now);
    for (let i = 0; i < 3; i++) limiter.take("mia");
    const error = catchError(() => limiter.take("mia"));
    expect(error).toBeInstanceOf(TutorError);
    expect(error).toMatchObject({ status: 429, code: "model_limit_minute", surface: "shown" });
    expect(error.message).toMatch(/Warte kurz/);
    limiter.take("leo"); // another pupil is not affected
    now += 60_001;
    expect(() => limiter.take("mia")).not.toThrow();
  });

  it("caps the day", () => {
    let now = 0;
    const limiter = createModelLimiter({ perMinute: 100, perDay: 2 }, () => now);
    limiter.take("mia");
    limiter.take("mia");
    expect(catchError(() => limiter.take("mia"))).toMatchObject({ status: 429, code: "model_limit_day" });
    now += 24 * 60 * 60_000 + 1;
    expect(() => limiter.take("mia")).not.toThrow();
  });

  it("does not count refused requests against the day", () => {
    let now = 0;
    const limiter = createModelLimiter({ perMinute: 1, perDay: 2 }, () => now);
    limiter.take("mia");
    expect(() => limiter.take("mia")).toThrow(TutorError);
    expect(() => limiter.take("mia")).toThrow(TutorError);
    now += 60_001;
    expect(() => limiter.take("mia")).not.toThrow();
  });
});

function catchError(fn: () => void): TutorError {
  try {
    fn();
  } catch (error) {
    return error as TutorError;
  }
  throw new Error("expected an error");
}
