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

export function createModelLimiter(db: Db, limits: ModelLimits) {
  const minuteWindow: LimitOptions = { name: "model-minute", points: limits.perMinute, windowMs: MINUTE };
  const dayWindow: LimitOptions = { name: "model-day", points: limits.perDay, windowMs: DAY };
  const day = sharedLimit(db, dayWindow);
  const both = consumeTogether(db, [minuteWindow, dayWindow]);
  return {
    /**
     * Counts one model request for this pupil; throws a 429 TutorError when over a limit. Both
     * windows are counted in one statement (one round trip, decision 058); a request the minute
     * refuses gets its day point back, so refused requests never use up the day.
     */
    async take(userId: string): Promise<void> {
      const key = limitKey(userId);
      const [perMinute, perDay] = (await both(key)) as [LimitDecision, LimitDecision];
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
