import { useEffect } from "react";
import { recordSessionActivity } from "../api/record-session-activity.ts";

/** How often a visible session tab says "still here": well inside the server's idle limit (15 min by default). */
export const PRESENCE_EVERY_MS = 60_000;

/**
 * While the session's tab is visible, tells the server every minute that the pupil is still
 * there, so reading and thinking between messages count as learning time; a hidden tab sends
 * nothing, and on its return says so, so the hidden time does not count
 * (docs/decisions/038-honest-session-clock.md). Failures are ignored: the next ping or message
 * catches up, and nothing the pupil sees depends on it.
 */
export function useSessionPresence(sessionId: string) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const send = (returning: boolean) => {
      recordSessionActivity(sessionId, { returning }).catch(() => undefined);
    };
    const follow = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== "visible") return;
      send(true);
      timer = setInterval(() => send(false), PRESENCE_EVERY_MS);
    };
    follow();
    document.addEventListener("visibilitychange", follow);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", follow);
    };
  }, [sessionId]);
}
