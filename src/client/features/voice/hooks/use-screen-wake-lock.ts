import { useEffect } from "react";

/**
 * Keeps the screen on while `active` (docs/product.md §2.10: during a voice session), so a phone does
 * not lock in the middle of a conversation. The browser releases the lock when the page is
 * hidden; it is taken again when the page shows. Failures are ignored (docs/product.md §5.3):
 * without https or support the conversation works all the same.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const acquire = async () => {
      try {
        const next = await navigator.wakeLock.request("screen");
        if (released) await next.release();
        else lock = next;
      } catch {
        // Not allowed (hidden page, battery saver, no https): the session goes on without it.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && (lock === null || lock.released)) void acquire();
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", onVisible);
      lock?.release().catch(() => {});
      lock = null;
    };
  }, [active]);
}
