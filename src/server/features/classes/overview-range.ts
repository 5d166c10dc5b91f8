import { AppError } from "#server/lib/errors.ts";
import { calendarDayNumber } from "#shared/format/dates.ts";

// The overview's days are Swiss calendar days (Europe/Zurich), whatever zone the server runs in:
// a session at 00:30 on Monday belongs to Monday, and "this week" starts on Monday at 00:00.

const ZURICH = "Europe/Zurich";
const DAY_MS = 86_400_000;
/** A range longer than this is refused: the overview is for a school year at most. */
export const MAX_RANGE_DAYS = 400;
/** Without `from`: this many days before `to`. */
const DEFAULT_RANGE_DAYS = 28;

export type OverviewRange = {
  /** The days as asked or defaulted, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Instants: [fromAt, toEndAt) covers the days from `from` to `to`, both included. */
  fromAt: Date;
  toEndAt: Date;
  /** Monday 00:00 of the current calendar week. */
  weekStartAt: Date;
};

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Midnight in Zurich at the start of calendar day `day` (days since 1970-01-01). Zurich is one
 * or two hours ahead of UTC, and its clock changes at 02:00/03:00, never at midnight: midnight is
 * the earlier of UTC midnight minus two hours and minus one hour that falls on that day.
 */
export function zurichMidnight(day: number): Date {
  for (const hoursAhead of [2, 1]) {
    const candidate = new Date(day * DAY_MS - hoursAhead * 3_600_000);
    if (calendarDayNumber(candidate, ZURICH) === day) return candidate;
  }
  throw new Error("Europe/Zurich is not one or two hours ahead of UTC");
}

/** The range of an overview request, from the validated query and the clock. */
export function overviewRange(query: { from?: string; to?: string }, now: Date): OverviewRange {
  const today = calendarDayNumber(now, ZURICH);
  if (today === null) throw new Error("the clock gave an unreadable date");
  const toDay = query.to ? dayOf(query.to) : today;
  const fromDay = query.from ? dayOf(query.from) : toDay - DEFAULT_RANGE_DAYS;
  if (fromDay > toDay) {
    throw new AppError(400, "validation_failed", "Das Startdatum liegt nach dem Enddatum.");
  }
  if (toDay - fromDay > MAX_RANGE_DAYS) {
    throw new AppError(
      400,
      "validation_failed",
      `Der Zeitraum ist zu lang (höchstens ${MAX_RANGE_DAYS} Tage).`,
    );
  }
  // Monday is day 4 after Thursday, 1970-01-01 (day 0).
  const monday = today - ((today + 3) % 7);
  return {
    from: isoOf(fromDay),
    to: isoOf(toDay),
    fromAt: zurichMidnight(fromDay),
    toEndAt: zurichMidnight(toDay + 1),
    weekStartAt: zurichMidnight(monday),
  };
}
