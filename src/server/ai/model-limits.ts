import { RateLimiter } from "#server/auth/rate-limit.ts";
import { TutorError } from "./model-errors.ts";

// Per-pupil caps on model use (OWASP LLM10, unbounded consumption): a minute window against
// scripts and key-mashing, a day window against cost. Keyed by user id, so a shared school IP
// does not throttle a whole class. Fixed windows in this process (docs/decisions/003): the
// "day" is 24 hours from a pupil's first request, not the calendar day.
const MINUTE = 60_000;
const DAY = 24 * 60 * 60_000;

export type ModelLimits = { perMinute: number; perDay: number };

export function createModelLimiter(limits: ModelLimits, now?: () => number) {
  const minute = new RateLimiter(limits.perMinute, MINUTE, now);
  const day = new RateLimiter(limits.perDay, DAY, now);
  return {
    /** Counts one model request for this pupil; throws a 429 TutorError when over a limit. */
    take(userId: string): void {
      if (day.exhausted(userId)) throw new TutorError("model_limit_day");
      if (minute.exhausted(userId)) throw new TutorError("model_limit_minute", { retryAfterMs: MINUTE });
      minute.hit(userId);
      day.hit(userId);
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
