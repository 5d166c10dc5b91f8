/**
 * Where a dimension's bar starts and how wide it is, in % of the track: it grows from the
 * middle (0) to the right for a positive value and to the left for a negative one.
 */
export function barSpan(value: number): { left: number; width: number } {
  const v = Math.max(-1, Math.min(1, value));
  const width = Math.abs(v) * 50;
  return { left: v < 0 ? 50 - width : 50, width };
}
