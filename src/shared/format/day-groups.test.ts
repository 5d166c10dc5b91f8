import { describe, expect, it } from "vitest";
import { dayHeading, groupByDay } from "./day-groups.ts";

const ZURICH = "Europe/Zurich";
const at = (id: string, createdAt: string) => ({ id, createdAt });

describe("dayHeading", () => {
  it("says Heute, Gestern, then 'Vor N Tagen' up to seven days, then the date", () => {
    const date = "2026-11-10T10:00:00+01:00";
    expect(dayHeading(0, date, ZURICH)).toBe("Heute");
    expect(dayHeading(1, date, ZURICH)).toBe("Gestern");
    expect(dayHeading(2, date, ZURICH)).toBe("Vor 2 Tagen");
    expect(dayHeading(7, date, ZURICH)).toBe("Vor 7 Tagen");
    expect(dayHeading(8, date, ZURICH)).toBe("10.11.2026");
  });

  it("shows the date for a day after today", () => {
    expect(dayHeading(-1, "2026-11-21T10:00:00+01:00", ZURICH)).toBe("21.11.2026");
  });
});

describe("groupByDay", () => {
  const now = new Date("2026-11-20T00:05:00+01:00");

  it("groups by calendar day in the zone, newest first, whatever the input order", () => {
    const sessions = [
      at("old", "2026-11-01T09:00:00+01:00"),
      at("late-yesterday", "2026-11-19T23:55:00+01:00"),
      at("just-now", "2026-11-20T00:01:00+01:00"),
      at("morning-yesterday", "2026-11-19T08:00:00+01:00"),
      at("week", "2026-11-13T18:00:00+01:00"),
      at("eight-days", "2026-11-12T18:00:00+01:00"),
    ];
    const groups = groupByDay(sessions, now, ZURICH);
    expect(groups.map((g) => [g.heading, g.items.map((s) => s.id)])).toEqual([
      ["Heute", ["just-now"]],
      ["Gestern", ["late-yesterday", "morning-yesterday"]],
      ["Vor 7 Tagen", ["week"]],
      ["12.11.2026", ["eight-days"]],
      ["01.11.2026", ["old"]],
    ]);
    expect(new Set(groups.map((g) => g.day)).size).toBe(groups.length);
  });

  it("puts the same moments on other days in another zone", () => {
    const groups = groupByDay(
      [at("a", "2026-11-19T23:01:00Z"), at("b", "2026-11-19T22:55:00Z")],
      new Date("2026-11-19T23:05:00Z"),
      "UTC",
    );
    expect(groups.map((g) => [g.heading, g.items.length])).toEqual([["Heute", 2]]);
  });

  it("keeps the clock-change days apart by calendar day", () => {
    const groups = groupByDay(
      [at("sat", "2026-10-24T23:50:00+02:00"), at("sun", "2026-10-25T00:10:00+02:00")],
      new Date("2026-10-26T00:10:00+01:00"),
      ZURICH,
    );
    expect(groups.map((g) => g.heading)).toEqual(["Gestern", "Vor 2 Tagen"]);
  });

  it("gives no groups for no items and leaves out unreadable dates", () => {
    expect(groupByDay([], now, ZURICH)).toEqual([]);
    expect(groupByDay([at("x", "kaputt")], now, ZURICH)).toEqual([]);
  });
});
