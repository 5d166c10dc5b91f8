// docs/product.md §2.1: an auth change event with the same event name and the same user as the previous
// one within 1 s is ignored; the others are applied after 100 ms. supabase-js repeats events
// (for example SIGNED_IN when a tab regains focus, or once per open tab), and each one would
// otherwise re-render the whole app.
export const AUTH_EVENT_DEDUP_WINDOW_MS = 1000;
export const AUTH_EVENT_APPLY_DELAY_MS = 100;

export type AuthEventRecord = { event: string; userId: string | null; at: number };

/** `previous` is the last event that was accepted, not merely the last one seen. */
export function isDuplicateAuthEvent(previous: AuthEventRecord | null, next: AuthEventRecord): boolean {
  return (
    previous !== null &&
    previous.event === next.event &&
    previous.userId === next.userId &&
    next.at - previous.at < AUTH_EVENT_DEDUP_WINDOW_MS
  );
}
