import { isClientError } from "./api-client.ts";

// Cache and retry values from docs/product.md §4.12, in one place so every feature uses the same ones.
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Exponential back-off: 1 s, 2 s, 4 s … capped at `max`. */
export function exponentialDelay(max: number): (attemptIndex: number) => number {
  return (attemptIndex) => Math.min(SECOND * 2 ** attemptIndex, max);
}

/** Retry up to `times` times, never after a 4xx (the request itself is wrong, or signed out). */
export function retryUnlessClientError(times: number): (failureCount: number, error: Error) => boolean {
  return (failureCount, error) => !isClientError(error) && failureCount < times;
}

export const GENERAL_QUERY_POLICY = {
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
  refetchOnWindowFocus: false,
  retry: retryUnlessClientError(2),
  retryDelay: exponentialDelay(30 * SECOND),
} as const;

export const MUTATION_POLICY = {
  retry: retryUnlessClientError(1),
} as const;

export const ONBOARDING_QUERY_POLICY = {
  staleTime: 10 * MINUTE,
  gcTime: 30 * MINUTE,
  retry: retryUnlessClientError(3),
  retryDelay: exponentialDelay(10 * SECOND),
} as const;

/** For the session list (a later feature): always fresh when a screen mounts, never on focus. */
export const SESSION_LIST_QUERY_POLICY = {
  staleTime: 2 * MINUTE,
  gcTime: 15 * MINUTE,
  refetchOnWindowFocus: false,
  refetchOnMount: "always",
} as const;
