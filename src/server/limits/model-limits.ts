import { TutorError } from "#server/ai/model-errors.ts";
import type { Db } from "#server/db/client.ts";
import {
  consumeTogether,
  type LimitDecision,
  type LimitOptions,
  limitKey,
  sharedLimit,
} from "./shared-limit.ts";

// Per-pupil caps on model use (OWASP LLM10, unbounded consumption): a minute window against
// scripts and key-mashing, a day window against cost. Keyed by user id, so a shared school
// address does not throttle a whole class. The counts live in the database, so every instance
// enforces the same caps (decision 052). Fixed windows: the "day" is 24 hours from a pupil's
// first request, not the calendar day.
const MINUTE = 60_000;
const DAY = 24 * 60 * 60_000;

export type ModelLimits = { perMinute: number; perDay: number };

/** Hints kept at most (pupils); the oldest goes first. */
const MAX_HINTS = 10_000;
/**
 * A pupil whose last count left at least this many points in both windows may be asked for at
 * once (docs/decisions/059-chat-first-token.md): one for this request, one for a request racing
 * it on another instance.
 */
const HINT_MARGIN = 2;

/** What the database said last about a pupil's windows, in this process: a hint, never the authority. */
type Hint = { minuteLeft: number; minuteEnds: number; dayLeft: number; dayEnds: number; pending: number };

export function createModelLimiter(db: Db, limits: ModelLimits) {
  const minuteWindow: LimitOptions = { name: "model-minute", points: limits.perMinute, windowMs: MINUTE };
  const dayWindow: LimitOptions = { name: "model-day", points: limits.perDay, windowMs: DAY };
  const day = sharedLimit(db, dayWindow);
  const both = consumeTogether(db, [minuteWindow, dayWindow]);
  const hints = new Map<string, Hint>();

  function remember(userId: string, perMinute: LimitDecision, perDay: LimitDecision, now: number) {
    let hint = hints.get(userId);
    if (!hint) {
      if (hints.size >= MAX_HINTS) hints.delete(hints.keys().next().value as string);
      hint = { minuteLeft: 0, minuteEnds: 0, dayLeft: 0, dayEnds: 0, pending: 0 };
      hints.set(userId, hint);
    }
    hint.minuteLeft = limits.perMinute - perMinute.used;
    hint.minuteEnds = now + perMinute.resetInMs;
    hint.dayLeft = limits.perDay - perDay.used;
    hint.dayEnds = now + perDay.resetInMs;
  }

  return {
    /**
     * Whether this pupil's last count in this process left room for this request and one more
     * (decision 059): the caller may then send the model request before `take` answers, and
     * must abort it when `take` refuses. Unknown pupils and pupils near a limit: false. The
     * requests of this pupil still being counted are subtracted.
     */
    likelyAllowed(userId: string): boolean {
      const hint = hints.get(userId);
      if (!hint) return false;
      const now = Date.now();
      const minute = now >= hint.minuteEnds ? limits.perMinute : hint.minuteLeft;
      const day = now >= hint.dayEnds ? limits.perDay : hint.dayLeft;
      return Math.min(minute, day) - hint.pending >= HINT_MARGIN;
    },
    /**
     * Counts one model request for this pupil; throws a 429 TutorError when over a limit. Both
     * windows are counted in one statement (one round trip, decision 058); a request the minute
     * refuses gets its day point back, so refused requests never use up the day.
     */
    async take(userId: string): Promise<void> {
      const key = limitKey(userId);
      const counting = hints.get(userId);
      if (counting) counting.pending++;
      let decisions: LimitDecision[];
      try {
        decisions = await both(key);
      } finally {
        if (counting) counting.pending--;
      }
      const [perMinute, perDay] = decisions as [LimitDecision, LimitDecision];
      remember(userId, perMinute, perDay, Date.now());
      if (!perMinute.allowed) {
        await day.giveBack(key);
        throw new TutorError("model_limit_minute", { retryAfterMs: perMinute.retryAfterMs });
      }
      if (!perDay.allowed) throw new TutorError("model_limit_day");
    },
  };
}
export type ModelLimiter = ReturnType<typeof createModelLimiter>;

export function modelLimitsFromEnv(env: {
  AI_REQUESTS_PER_MINUTE: number;
  AI_REQUESTS_PER_DAY: number;
}): ModelLimits {
  return { perMinute: env.AI_REQUESTS_PER_MINUTE, perDay: env.AI_REQUESTS_PER_DAY };
}
