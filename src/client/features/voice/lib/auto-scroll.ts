// The transcript follows the conversation (docs/product.md §2.10): it scrolls to the newest
// message unless the pupil has scrolled up; 5 s after the pupil's last scrolling it follows again.

/** Within this many pixels of the bottom counts as "at the newest message". */
export const AUTO_SCROLL_TOLERANCE_PX = 50;
/** How long manual scrolling pauses the following. */
export const AUTO_SCROLL_PAUSE_MS = 5000;

export type ScrollBox = { scrollTop: number; clientHeight: number; scrollHeight: number };

export function isNearBottom(box: ScrollBox, tolerance = AUTO_SCROLL_TOLERANCE_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= tolerance;
}

/**
 * Whether a new message scrolls the transcript: yes near the bottom, and yes once the pupil's
 * last manual scrolling (ms timestamp, null: none) is at least AUTO_SCROLL_PAUSE_MS ago.
 */
export function shouldAutoScroll(box: ScrollBox, lastManualScrollAt: number | null, now: number): boolean {
  if (isNearBottom(box)) return true;
  return lastManualScrollAt === null || now - lastManualScrollAt >= AUTO_SCROLL_PAUSE_MS;
}
