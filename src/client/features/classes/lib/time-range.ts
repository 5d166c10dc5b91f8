import type { ClassOverviewQuery } from "#shared/contracts/classes.ts";

// The overview's time filter: a few plain ranges ending today, in the teacher's own time zone.
export const TIME_RANGES = [
  { id: "7", label: "Letzte 7 Tage", days: 7 },
  { id: "28", label: "Letzte 4 Wochen", days: 28 },
  { id: "91", label: "Letzte 3 Monate", days: 91 },
  { id: "365", label: "Letzte 12 Monate", days: 365 },
] as const;
export type TimeRangeId = (typeof TIME_RANGES)[number]["id"];
export const DEFAULT_TIME_RANGE: TimeRangeId = "28";

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** from/to (JJJJ-MM-TT, both included) for a range ending on `today`. */
export function rangeQuery(
  id: TimeRangeId,
  today: Date = new Date(),
): Pick<ClassOverviewQuery, "from" | "to"> {
  const days = TIME_RANGES.find((range) => range.id === id)?.days ?? 28;
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}
