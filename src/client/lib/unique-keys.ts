/**
 * React keys for a list that may repeat a value (two files with one name, a plan repeating an
 * item): "a", "a#2", "a#3" … Stable as long as the list keeps its order.
 */
export function uniqueKeys(values: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return values.map((value) => {
    const count = (seen.get(value) ?? 0) + 1;
    seen.set(value, count);
    return count === 1 ? value : `${value}#${count}`;
  });
}
