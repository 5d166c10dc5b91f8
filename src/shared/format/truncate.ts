// Shortening a text, in the two ways the app needs: one home for both (docs/decisions/036-tutor-session.md).

/**
 * The first `max` characters and "…" when the text is longer (docs/product.md §5.7: summaries are
 * cut to 60 or 100 characters). Counts code points, so an emoji is never split in half, and
 * drops the spaces before the ellipsis. For text shown to people.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}

/**
 * At most `max` UTF-16 units, the "…" included, never ending in half an emoji. For text that
 * must pass a schema's `maxLength` (a transcript entry, a message to the tutor), which counts
 * UTF-16 units, not code points.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
