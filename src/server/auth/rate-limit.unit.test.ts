import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows the limit per window, then refuses until the window ends", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.hit("ip"))).toEqual([true, true, true, false]);
    expect(limiter.hit("other")).toBe(true);
    now = 999;
    expect(limiter.hit("ip")).toBe(false);
    now = 1000;
    expect(limiter.hit("ip")).toBe(true);
  });

  it("tells exhaustion without counting and forgets a key on reset", () => {
    const limiter = new RateLimiter(2, 1000, () => 0);
    limiter.hit("a");
    expect(limiter.exhausted("a")).toBe(false);
    limiter.hit("a");
    expect(limiter.exhausted("a")).toBe(true);
    limiter.reset("a");
    expect(limiter.exhausted("a")).toBe(false);
  });
});
