import { useCallback, useEffect, useState } from "react";

type Wait = { until: number; firstSeconds: number };

/**
 * A wait the auth service asked for: `start(seconds)` begins it, `secondsLeft` counts down once a
 * second (whole seconds, rounded up) and is null again when the time is over. `firstSeconds` is
 * the wait as first announced.
 */
export function useRetryCountdown() {
  const [wait, setWait] = useState<Wait | null>(null);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (!wait) return;
    // Wake up at the next whole second of the time left, so a late timer does not drift.
    const timer = setTimeout(
      () => {
        const time = Date.now();
        if (time >= wait.until) setWait(null);
        else setNow(time);
      },
      (wait.until - now) % 1000 || 1000,
    );
    return () => clearTimeout(timer);
  }, [wait, now]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setWait({ until: time + seconds * 1000, firstSeconds: seconds });
  }, []);

  const secondsLeft = wait ? Math.max(1, Math.ceil((wait.until - now) / 1000)) : null;
  return { secondsLeft, firstSeconds: wait?.firstSeconds ?? null, start };
}
