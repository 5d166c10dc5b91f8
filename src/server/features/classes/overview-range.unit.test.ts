import { describe, expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { overviewRange, zurichMidnight } from "./overview-range.ts";

// The overview's Swiss calendar days: midnight in Zurich in summer and in winter, the week from
// Monday, the default four weeks, and the refusals.
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe("zurichMidnight", () => {
  it("is 23:00 UTC the day before in winter and 22:00 UTC in summer, across both clock changes", () => {
    expect(zurichMidnight(day("2026-11-25")).toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(zurichMidnight(day("2026-07-01")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // The clocks go forward on 29 March 2026 at 02:00 and back on 25 October 2026 at 03:00.
    expect(zurichMidnight(day("2026-03-29")).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(zurichMidnight(day("2026-03-30")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(zurichMidnight(day("2026-10-25")).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(zurichMidnight(day("2026-10-26")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });
});

describe("overviewRange", () => {
  it("defaults to the four weeks up to today, and the week starts on Monday in Zurich", () => {
    // Wednesday, 09:00 in Zurich.
    const range = overviewRange({}, new Date("2026-11-25T08:00:00Z"));
    expect(range).toEqual({
      from: "2026-10-28",
      to: "2026-11-25",
      fromAt: new Date("2026-10-27T23:00:00Z"),
      toEndAt: new Date("2026-11-25T23:00:00Z"),
      weekStartAt: new Date("2026-11-22T23:00:00Z"),
    });
  });

  it("counts Sunday late evening in Zurich to its own week, and Monday 00:30 to the next", () => {
    // Sunday 29 November, 23:30 in Zurich (22:30 UTC): still the week of Monday the 23rd.
    expect(overviewRange({}, new Date("2026-11-29T22:30:00Z")).weekStartAt).toEqual(
      new Date("2026-11-22T23:00:00Z"),
    );
    // Monday 30 November, 00:30 in Zurich (Sunday 23:30 UTC): a new week.
    expect(overviewRange({}, new Date("2026-11-29T23:30:00Z")).weekStartAt).toEqual(
      new Date("2026-11-29T23:00:00Z"),
    );
  });

  it("takes the days given, both included", () => {
    const range = overviewRange({ from: "2026-11-02", to: "2026-11-02" }, new Date("2026-11-25T08:00:00Z"));
    expect([range.fromAt, range.toEndAt]).toEqual([
      new Date("2026-11-01T23:00:00Z"),
      new Date("2026-11-02T23:00:00Z"),
    ]);
    expect(overviewRange({ to: "2026-09-30" }, new Date()).from).toBe("2026-09-02");
  });

  it("refuses a start after the end and a range of more than 400 days, in German", () => {
    const now = new Date("2026-11-25T08:00:00Z");
    expect(() => overviewRange({ from: "2026-11-26" }, now)).toThrow(
      "Das Startdatum liegt nach dem Enddatum.",
    );
    expect(() => overviewRange({ from: "2025-01-01", to: "2026-11-25" }, now)).toThrow(AppError);
    expect(overviewRange({ from: "2025-10-21", to: "2026-11-25" }, now).from).toBe("2025-10-21");
  });
});
