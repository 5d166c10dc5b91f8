import { describe, expect, it } from "vitest";
import { twoInstancesPerFile } from "#tests/support/two-instances.ts";
import { limitKey, sharedLimit, sweepExpiredLimits } from "./shared-limit.ts";

const instances = twoInstancesPerFile();

const MINUTE = 60_000;

describe("sharedLimit", () => {
  it("allows the points per window and refuses the rest, with the time to wait", async () => {
    const limit = sharedLimit(instances.database().db, { name: "t1", points: 3, windowMs: MINUTE });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limit.consume("mia"));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterMs).toBeGreaterThan(50_000);
    expect(decisions[3]?.retryAfterMs).toBeLessThanOrEqual(MINUTE);
    expect((await limit.consume("leo")).allowed).toBe(true);
    expect(await limit.peek("mia")).toMatchObject({ allowed: false, used: 4 });
  });

  it("counts exactly across two instances, even when they count at the same moment", async () => {
    const one = sharedLimit(instances.database().db, { name: "t2", points: 10, windowMs: MINUTE });
    const two = sharedLimit(instances.second().db, { name: "t2", points: 10, windowMs: MINUTE });
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).consume("shared")),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect((await one.peek("shared")).used).toBe(30);
  });

  it("gives points back, blocks for a while, and forgets a key", async () => {
    const limit = sharedLimit(instances.database().db, { name: "t3", points: 1, windowMs: MINUTE });
    await limit.consume("a");
    await limit.giveBack("a");
    expect((await limit.consume("a")).allowed).toBe(true);
    const delay = sharedLimit(instances.database().db, { name: "t3d", points: 0, windowMs: MINUTE });
    expect((await delay.peek("a")).allowed).toBe(true);
    await delay.block("a", 5_000);
    const blocked = await delay.peek("a");
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterMs).toBeGreaterThan(3_000);
    expect(blocked.retryAfterMs).toBeLessThanOrEqual(5_000);
    await delay.reset("a");
    expect((await delay.peek("a")).allowed).toBe(true);
  });

  it("starts a new window once the old one ended, and the sweep deletes ended windows", async () => {
    const limit = sharedLimit(instances.database().db, { name: "t4", points: 1, windowMs: 1_000 });
    await limit.consume("k");
    expect((await limit.consume("k")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limit.consume("k")).allowed).toBe(true);
    const swept = await sweepExpiredLimits(instances.database().db, new Date(Date.now() + 2 * MINUTE));
    expect(swept).toBeGreaterThan(0);
    expect((await limit.peek("k")).used).toBe(0);
  });

  it("hashes keys, so no address or e-mail is stored in clear", () => {
    const key = limitKey("mia@schule.ch", "203.0.113.7");
    expect(key).not.toContain("mia");
    expect(key).not.toContain("203");
    expect(key).toHaveLength(27);
    expect(limitKey("a", "bc")).not.toBe(limitKey("ab", "c"));
  });
});
