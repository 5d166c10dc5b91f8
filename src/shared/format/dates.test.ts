import { describe, expect, it } from "vitest";
import { calendarDayNumber, calendarDaysAgo, formatDate, formatTime } from "./dates.ts";

const ZURICH = "Europe/Zurich";

describe("formatDate", () => {
  it("writes dates the German way", () => {
    expect(formatDate(new Date(2025, 2, 7, 12))).toBe("07.03.2025");
  });

  it("gives an empty string for an unreadable value", () => {
    expect(formatDate("kein Datum")).toBe("");
  });

  it("uses the calendar day of the given zone", () => {
    expect(formatDate("2026-11-19T23:30:00Z", ZURICH)).toBe("20.11.2026");
    expect(formatDate("2026-11-19T23:30:00Z", "UTC")).toBe("19.11.2026");
  });
});

describe("formatTime", () => {
  it("writes 24-hour times with two-digit hours and minutes", () => {
    expect(formatTime(new Date(2026, 10, 20, 9, 5))).toBe("09:05");
    expect(formatTime(new Date(2026, 10, 20, 0, 0))).toBe("00:00");
  });

  it("uses the given zone, with summer and winter time", () => {
    expect(formatTime("2026-07-01T12:30:00Z", ZURICH)).toBe("14:30");
    expect(formatTime("2026-12-01T12:30:00Z", ZURICH)).toBe("13:30");
  });

  it("gives an empty string for an unreadable value", () => {
    expect(formatTime("")).toBe("");
  });
});

describe("calendarDaysAgo", () => {
  it("counts calendar days, not 24-hour spans, around midnight", () => {
    const now = new Date("2026-11-20T00:05:00+01:00");
    expect(calendarDaysAgo("2026-11-19T23:55:00+01:00", now, ZURICH)).toBe(1);
    expect(calendarDaysAgo("2026-11-20T00:00:00+01:00", now, ZURICH)).toBe(0);
    // In UTC both moments still fall on the 19th.
    expect(calendarDaysAgo("2026-11-19T23:55:00+01:00", now, "UTC")).toBe(0);
  });

  it("counts the short day of the spring clock change as one day", () => {
    // 23 h 20 min apart across 29 March 2026 (02:00 → 03:00), yet on two calendar days.
    const now = new Date("2026-03-30T00:30:00+02:00");
    expect(calendarDaysAgo("2026-03-29T00:10:00+01:00", now, ZURICH)).toBe(1);
    expect(calendarDaysAgo("2026-03-29T03:10:00+02:00", now, ZURICH)).toBe(1);
  });

  it("counts the long day of the autumn clock change as one day", () => {
    // 25 h 20 min apart across 25 October 2026 (03:00 → 02:00), on days two apart.
    const now = new Date("2026-10-26T00:10:00+01:00");
    expect(calendarDaysAgo("2026-10-24T23:50:00+02:00", now, ZURICH)).toBe(2);
    expect(calendarDaysAgo("2026-10-25T00:10:00+02:00", now, ZURICH)).toBe(1);
  });

  it("is negative for a moment after today and null for an unreadable one", () => {
    const now = new Date("2026-11-20T12:00:00+01:00");
    expect(calendarDaysAgo("2026-11-21T08:00:00+01:00", now, ZURICH)).toBe(-1);
    expect(calendarDaysAgo("nie", now, ZURICH)).toBeNull();
  });

  it("numbers days across month and year ends without gaps", () => {
    const dec31 = calendarDayNumber("2026-12-31T12:00:00Z", "UTC") as number;
    expect(calendarDayNumber("2027-01-01T12:00:00Z", "UTC")).toBe(dec31 + 1);
    expect(calendarDayNumber("1970-01-01T00:00:00Z", "UTC")).toBe(0);
  });
});
