// Session lengths as the session overview and the analysis show them (docs/product.md §2.6 and §2.11).

/** Whole minutes: "N Min" under an hour, else "Xh Ym" ("1h 5m"). Negative or unreadable → 0. */
export function formatDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  if (total < 60) return `${total} Min`;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/** Rounded, never negative, 0 for NaN or Infinity. */
export function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
}
