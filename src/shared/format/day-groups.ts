import { calendarDayNumber, formatDate } from "./dates.ts";

// Session overview (docs/product.md §2.6 and §5.7): sessions grouped by the pupil's calendar day, with
// the headings Heute, Gestern, 'Vor N Tagen' up to 7 days back, and the date beyond that.

/** Days back that still get a relative heading ("Vor 7 Tagen"); older days show their date. */
export const RELATIVE_DAY_LIMIT = 7;

/** The heading for a day `daysAgo` calendar days before today; `date` is any moment of that day. */
export function dayHeading(daysAgo: number, date: string | number | Date, timeZone?: string): string {
  if (daysAgo === 0) return "Heute";
  if (daysAgo === 1) return "Gestern";
  if (daysAgo > 1 && daysAgo <= RELATIVE_DAY_LIMIT) return `Vor ${daysAgo} Tagen`;
  // Older, or ahead of the pupil's clock (a clock that is slightly off): the plain date.
  return formatDate(date, timeZone);
}

export type DayGroup<T> = {
  /** The calendar day as a day count since 1970-01-01 (stable across renders, for React keys). */
  day: number;
  heading: string;
  items: T[];
};

/**
 * Items grouped by the calendar day of their `createdAt` in the zone, newest day first and newest
 * first within a day, whatever order they came in. An item with an unreadable date is left out
 * (the server always sends ISO timestamps).
 */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  now: Date = new Date(),
  timeZone?: string,
): DayGroup<T>[] {
  const today = calendarDayNumber(now, timeZone) ?? 0;
  const dated = items
    .map((item) => ({ item, time: new Date(item.createdAt).getTime() }))
    .filter(({ time }) => !Number.isNaN(time))
    .sort((a, b) => b.time - a.time);

  const groups: DayGroup<T>[] = [];
  for (const { item, time } of dated) {
    const day = calendarDayNumber(time, timeZone) as number;
    let group = groups.at(-1);
    if (group?.day !== day) {
      group = { day, heading: dayHeading(today - day, time, timeZone), items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
