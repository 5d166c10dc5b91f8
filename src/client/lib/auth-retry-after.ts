/**
 * supabase-js turns a refused auth request (429, code over_request_rate_limit) into an
 * AuthApiError with status and message but drops the response's headers, so the screens cannot
 * read the Retry-After from the error. This fetch (supabase-js's `global.fetch` option,
 * lib/supabase.ts) remembers it, as the moment the wait ends, for `retryAfterFor(error)`.
 * One pair per Supabase client, made at the composition root (main.tsx).
 */
export type AuthRetryAfter = {
  fetch: typeof fetch;
  /** Whole seconds still to wait, for a 429 answered with a Retry-After; null otherwise. */
  retryAfterFor: (error: unknown) => number | null;
};

export function createAuthRetryAfter(
  baseFetch: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
): AuthRetryAfter {
  // The last refusal wins: the pupil's screen sends one auth request at a time.
  let retryAt: number | null = null;
  return {
    fetch: async (input, init) => {
      const response = await baseFetch(input, init);
      if (response.status === 429 && isAuthPath(input)) {
        const seconds = retryAfterSeconds(response.headers.get("Retry-After"));
        retryAt = seconds === null ? null : now() + seconds * 1000;
      }
      return response;
    },
    retryAfterFor: (error) => {
      if (!isTooManyRequests(error) || retryAt === null) return null;
      const left = Math.ceil((retryAt - now()) / 1000);
      return left > 0 ? left : null;
    },
  };
}

function isAuthPath(input: RequestInfo | URL): boolean {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, "http://localhost").pathname.includes("/auth/v1/");
}

/** The server sends whole seconds (an HTTP date is allowed too, but it does not send one). */
function retryAfterSeconds(header: string | null): number | null {
  if (!header || !/^\s*\d+\s*$/.test(header)) return null;
  const seconds = Number(header);
  return seconds >= 1 ? seconds : null;
}

function isTooManyRequests(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 429;
}
