import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";
import { shouldAutoScroll } from "../lib/auto-scroll.ts";

/**
 * Scrolls the transcript box to its newest message when `count` grows, unless the pupil has
 * scrolled up in the last 5 s (lib/auto-scroll.ts). Returns the onScroll handler for the box;
 * the box's own scrolling (set here) is not taken for the pupil's.
 */
export function useTranscriptAutoScroll(box: RefObject<HTMLElement | null>, count: number) {
  const lastManualScrollAt = useRef<number | null>(null);
  const selfScrolled = useRef(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || count === 0) return;
    if (!shouldAutoScroll(element, lastManualScrollAt.current, Date.now())) return;
    const target = element.scrollHeight - element.clientHeight;
    if (element.scrollTop < target) {
      selfScrolled.current = true;
      element.scrollTop = target;
    }
    lastManualScrollAt.current = null;
  }, [box, count]);

  return useCallback(() => {
    if (selfScrolled.current) {
      selfScrolled.current = false;
      return;
    }
    lastManualScrollAt.current = Date.now();
  }, []);
}
