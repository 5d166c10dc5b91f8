// Dates as Swiss pupils read them (spec section 9: times shown in de-DE format).
const dateFormat = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });

/** "2025-03-07T10:00:00Z" → "07.03.2025"; an unreadable value gives "". */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}
