import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-client.ts";
import {
  GENERAL_QUERY_POLICY,
  MUTATION_POLICY,
  ONBOARDING_QUERY_POLICY,
  SESSION_LIST_QUERY_POLICY,
} from "./query-policies.ts";

const serverError = new ApiError("Interner Fehler", 500);
const notFound = new ApiError("Nicht gefunden", 404);

// TanStack Query asks retry(failureCount, error) with failureCount 0 after the first failure.
function retries(retry: (count: number, error: Error) => boolean, error: Error): number {
  let count = 0;
  while (retry(count, error) && count < 100) count++;
  return count;
}

describe("cache and retry policies (docs/product.md §4.12)", () => {
  it("general queries: 5 min fresh, 10 min kept, no focus refetch, 2 retries unless 4xx", () => {
    expect(GENERAL_QUERY_POLICY.staleTime).toBe(300_000);
    expect(GENERAL_QUERY_POLICY.gcTime).toBe(600_000);
    expect(GENERAL_QUERY_POLICY.refetchOnWindowFocus).toBe(false);
    expect(retries(GENERAL_QUERY_POLICY.retry, serverError)).toBe(2);
    expect(retries(GENERAL_QUERY_POLICY.retry, new NetworkError())).toBe(2);
    expect(retries(GENERAL_QUERY_POLICY.retry, notFound)).toBe(0);
    expect([0, 1, 2, 5, 10].map(GENERAL_QUERY_POLICY.retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it("mutations: one retry, never after a 4xx", () => {
    expect(retries(MUTATION_POLICY.retry, serverError)).toBe(1);
    expect(retries(MUTATION_POLICY.retry, new ApiError("Ungültig", 400))).toBe(0);
  });

  it("onboarding: 10 min fresh, 30 min kept, 3 retries capped at 10 s, none after a 4xx", () => {
    expect(ONBOARDING_QUERY_POLICY.staleTime).toBe(600_000);
    expect(ONBOARDING_QUERY_POLICY.gcTime).toBe(1_800_000);
    expect(retries(ONBOARDING_QUERY_POLICY.retry, serverError)).toBe(3);
    expect(retries(ONBOARDING_QUERY_POLICY.retry, new ApiError("Abgelaufen", 401))).toBe(0);
    expect([0, 1, 2, 3, 4].map(ONBOARDING_QUERY_POLICY.retryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it("session list: 2 min fresh, 15 min kept, refetched on every mount", () => {
    expect(SESSION_LIST_QUERY_POLICY).toEqual({
      staleTime: 120_000,
      gcTime: 900_000,
      refetchOnWindowFocus: false,
      refetchOnMount: "always",
    });
  });
});
