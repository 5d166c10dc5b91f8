import { useEffect, useState } from "react";
import { PLAN_PROGRESS_STEPS } from "../lib/plan-progress.ts";

/**
 * The planning bar's percentage: 0 when planning starts, then PLAN_PROGRESS_STEPS as time
 * passes, and 100 once the answer is there (`done`), whatever step it had reached.
 */
export function usePlanProgress(active: boolean, done: boolean): number {
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    if (!active || done) return;
    setPercent(0);
    const timers = PLAN_PROGRESS_STEPS.map(({ atMs, percent: step }) =>
      window.setTimeout(() => setPercent((current) => Math.max(current, step)), atMs),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [active, done]);

  return done ? 100 : percent;
}
