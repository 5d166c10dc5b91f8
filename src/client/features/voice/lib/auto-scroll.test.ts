import { describe, expect, it } from "vitest";
import { AUTO_SCROLL_PAUSE_MS, isNearBottom, shouldAutoScroll } from "./auto-scroll.ts";

// docs/product.md §2.10: follow the newest message unless scrolled up (50 px tolerance); follow
// again 5 s after the pupil's last manual scrolling.

const box = (fromBottom: number) => ({ scrollHeight: 1000, clientHeight: 480, scrollTop: 520 - fromBottom });

describe("transcript auto-scroll", () => {
  it("counts up to 50 px above the bottom as at the bottom", () => {
    expect(isNearBottom(box(0))).toBe(true);
    expect(isNearBottom(box(50))).toBe(true);
    expect(isNearBottom(box(51))).toBe(false);
  });

  it("follows near the bottom, pauses after scrolling up, and follows again after 5 s", () => {
    const now = 100_000;
    expect(shouldAutoScroll(box(10), now - 100, now)).toBe(true);
    expect(shouldAutoScroll(box(300), null, now)).toBe(true);
    expect(shouldAutoScroll(box(300), now - 100, now)).toBe(false);
    expect(shouldAutoScroll(box(300), now - AUTO_SCROLL_PAUSE_MS + 1, now)).toBe(false);
    expect(shouldAutoScroll(box(300), now - AUTO_SCROLL_PAUSE_MS, now)).toBe(true);
  });
});
