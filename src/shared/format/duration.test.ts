import { describe, expect, it } from "vitest";
import { analysisMinutes, formatDuration, wholeMinutes } from "./duration.ts";

describe("formatDuration", () => {
  it("shows 'N Min' under an hour", () => {
    expect(formatDuration(0)).toBe("Keine Zeit");
    expect(formatDuration(0.4)).toBe("Keine Zeit");
    expect(formatDuration(1)).toBe("1 Min");
    expect(formatDuration(59)).toBe("59 Min");
    expect(formatDuration(59.4)).toBe("59 Min");
  });

  it("shows 'Xh Ym' from an hour on", () => {
    expect(formatDuration(59.5)).toBe("1h 0m");
    expect(formatDuration(60)).toBe("1h 0m");
    expect(formatDuration(65)).toBe("1h 5m");
    expect(formatDuration(150)).toBe("2h 30m");
  });

  it("treats negative and unreadable values as no time", () => {
    expect(formatDuration(-3)).toBe("Keine Zeit");
    expect(formatDuration(Number.NaN)).toBe("Keine Zeit");
  });
});

describe("wholeMinutes", () => {
  it("rounds to whole minutes", () => {
    expect(wholeMinutes(2.5)).toBe(3);
    expect(wholeMinutes(2.4)).toBe(2);
    expect(wholeMinutes(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("analysisMinutes", () => {
  // The analysis screen writes the same rounded number as formatDuration, always in 'Min.'.
  it.each([
    [0, "Keine Zeit"],
    [0.4, "Keine Zeit"],
    [12.4, "12 Min."],
    [75, "75 Min."],
    [Number.NaN, "Keine Zeit"],
  ])("%d minutes → %s", (minutes, label) => {
    expect(analysisMinutes(minutes)).toBe(label);
  });
});
