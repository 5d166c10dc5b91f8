import type { Logger } from "#server/lib/logger.ts";
import type { SessionRow } from "./session-view.ts";
import type { SessionsService } from "./sessions.service.ts";

export type AutoEndOptions = {
  sessions: SessionsService;
  /** SESSION_AUTO_END_HOURS in seconds: an open session without a stamp for this long is ended. */
  autoEndSeconds: number;
  /** What follows a pupil's own ending: the session's analysis is queued. */
  onEnded: (row: SessionRow) => Promise<void>;
  logger: Logger;
  /** How often this instance sweeps. */
  everyMs?: number;
};

/**
 * Ends abandoned sessions (docs/decisions/038-honest-session-clock.md). The database is the
 * source of truth: every instance sweeps, each session is claimed in SQL by exactly one of them
 * (sessions.endIdle), so nothing depends on one process's timers surviving. A server that dies
 * between ending and queueing loses nothing: analysis-status queues a completed session that
 * has no analysis (docs/decisions/016-session-analysis.md).
 */
export function sessionAutoEnd({
  sessions,
  autoEndSeconds,
  onEnded,
  logger,
  everyMs = 60_000,
}: AutoEndOptions) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<number> | null = null;

  async function endAndQueue(): Promise<number> {
    const ended = await sessions.endIdle(autoEndSeconds);
    for (const row of ended) await onEnded(row);
    if (ended.length > 0) logger.info({ sessions: ended.length }, "idle sessions ended");
    return ended.length;
  }

  /** One sweep; a sweep still running is awaited instead of starting another. Returns how many ended. */
  function sweep(): Promise<number> {
    sweeping ??= endAndQueue().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  return {
    sweep,
    start() {
      timer ??= setInterval(() => {
        sweep().catch((error: unknown) => logger.warn({ err: error }, "idle session sweep failed"));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping?.catch(() => undefined);
    },
  };
}
export type SessionAutoEnd = ReturnType<typeof sessionAutoEnd>;
