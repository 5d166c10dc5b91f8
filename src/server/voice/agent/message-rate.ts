// How fast one socket may send (docs/decisions/024-voice-limits.md): token buckets, so a short
// burst passes and a steady flood does not. A client over either rate is not the voice screen:
// the connection closes with 1008 (policy violation, as ElevenLabs closes on one) and the
// German reason, and nothing it sent after that is read.

export type BucketLimits = { capacity: number; perSecond: number };

export const MESSAGE_RATES = {
  /**
   * Every frame, checked before it is parsed. The SDK sends a microphone chunk about every
   * 25 ms (40 a second, decision 018) plus a pong every 10 s and the odd typed message: 100 a
   * second is 2.5 times that, and 200 lets a tab that was in the background catch up.
   */
  frames: { capacity: 200, perSecond: 100 },
  /**
   * Typed turns (user_message, contextual_update): each is stored and answered. The voice
   * screen sends at most four at once (three files' analyses and the request to look at them);
   * a pupil types far slower than one every two seconds once the burst is used up.
   */
  turns: { capacity: 10, perSecond: 0.5 },
} as const satisfies Record<string, BucketLimits>;

/** A token bucket: starts full, refills continuously; take() spends one token if there is one. */
export function tokenBucket({ capacity, perSecond }: BucketLimits, now: () => number) {
  let tokens = capacity;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(capacity, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
