// Session lengths as every screen shows them: home, the session overview and the analysis
// (docs/product.md §2.5, §2.6 and §2.11). The minutes come from the server, measured once
// (docs/decisions/038-honest-session-clock.md), so the screens agree.

/**
 * Whole minutes: 'Keine Zeit' for none, "N Min" under an hour, else "Xh Ym" ("1h 5m").
 * Negative or unreadable count as none.
 */
export function formatDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  if (total === 0) return "Keine Zeit";
  if (total < 60) return `${total} Min`;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/**
 * The analysis screen's minutes (docs/product.md §2.11: the header's rounded minutes with
 * 'Min.'): the same number as formatDuration, always in minutes, 'Keine Zeit' for none.
 */
export function analysisMinutes(minutes: number): string {
  const total = wholeMinutes(minutes);
  return total === 0 ? "Keine Zeit" : `${total} Min.`;
}

/** Rounded, never negative, 0 for NaN or Infinity. */
export function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
}
