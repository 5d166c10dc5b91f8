// Dates as Swiss pupils read them (docs/product.md §5.7: dates and times in de-DE form). Every function
// takes an optional IANA time zone: the browser leaves it out (the pupil's own zone), tests pass
// one so they give the same answer on every machine.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "date" | "time" | "day", timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ""}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === "date"
        ? new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone })
        : kind === "time"
          ? new Intl.DateTimeFormat("de-DE", {
              hour: "2-digit",
              minute: "2-digit",
              hourCycle: "h23",
              timeZone,
            })
          : // Numeric parts only, for calendar arithmetic (formatToParts, never shown).
            new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric", timeZone });
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-03-07T10:00:00Z" → "07.03.2025"; an unreadable value gives "". */
export function formatDate(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter("date", timeZone).format(date) : "";
}

/** "2025-03-07T13:05:00Z" → "14:05" (in Zurich); an unreadable value gives "". */
export function formatTime(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter("time", timeZone).format(date) : "";
}

/**
 * The calendar day a moment falls on in the zone, as a day count since 1970-01-01. Differences
 * of two of these are calendar days, not 24-hour spans: 23:50 and 00:10 are one day apart, and
 * the 23- and 25-hour days of a clock change still count as one. Null for an unreadable value.
 */
export function calendarDayNumber(value: string | number | Date, timeZone?: string): number | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = formatter("day", timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day")) / 86_400_000;
}

/** Calendar days from `value` to `now` in the zone: 0 the same day, 1 the day before, negative ahead. */
export function calendarDaysAgo(
  value: string | number | Date,
  now: Date = new Date(),
  timeZone?: string,
): number | null {
  const day = calendarDayNumber(value, timeZone);
  const today = calendarDayNumber(now, timeZone);
  return day === null || today === null ? null : today - day;
}
