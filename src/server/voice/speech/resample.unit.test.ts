import { describe, expect, it } from "vitest";
import { createResampler, resample } from "./resample.ts";
import { estimateHz, rmsDb, tone } from "./test-signals.ts";

describe("resample", () => {
  it.each([
    [24_000, 16_000, 24_000, 16_000],
    [22_050, 16_000, 22_050, 16_000],
    [24_000, 16_000, 1001, 668], // ⌈1001 · 2/3⌉
    [8000, 16_000, 800, 1600],
    [44_099, 16_000, 44_099, 16_000], // odd rate: taps computed per sample
  ])("%i Hz → %i Hz turns %i samples into %i", (from, to, n, expected) => {
    expect(resample(tone((n / from) * 1000, -20, 440, from), from, to).length).toBe(expected);
  });

  it("keeps a tone's frequency and level", () => {
    for (const [from, hz] of [
      [24_000, 1000],
      [22_050, 440],
    ] as const) {
      const out = resample(tone(500, -12, hz, from), from, 16_000);
      const middle = out.subarray(800, out.length - 800); // away from the zero-padded edges
      expect(estimateHz(middle, 16_000)).toBeCloseTo(hz, 0);
      expect(rmsDb(middle)).toBeCloseTo(-12, 0);
    }
  });

  it("removes what would fold back below 8 kHz instead of aliasing it", () => {
    const out = resample(tone(500, -6, 10_000, 24_000), 24_000, 16_000);
    expect(rmsDb(out.subarray(800, out.length - 800))).toBeLessThan(-6 - 60);
  });

  it("gives the same samples whether the input comes at once or in odd pieces", () => {
    const input = tone(100, -10, 700, 24_000);
    const whole = resample(input, 24_000, 16_000);
    const r = createResampler(24_000, 16_000);
    const parts: number[] = [];
    for (const size of [1, 2, 333, 1, 4001, 17]) {
      let at = 0;
      parts.length = 0;
      while (at < input.length) {
        parts.push(...r.push(input.subarray(at, at + size)));
        at += size;
      }
      parts.push(...r.flush()); // also resets, for the next round
      expect(Int16Array.from(parts)).toEqual(whole);
    }
  });

  it("passes equal rates through", () => {
    const input = tone(10, -10);
    expect(resample(input, 16_000, 16_000)).toEqual(input);
  });
});
