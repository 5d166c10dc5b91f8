/**
 * The first `max` characters and "…" when the text is longer (docs/product.md §5.7: summaries are
 * cut to 60 or 100 characters). Counts code points, so an emoji is never split in half, and
 * drops the spaces before the ellipsis.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}
