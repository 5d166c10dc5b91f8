import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { SESSION_LIST_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { type SessionSummary, sessionListBodySchema } from "#shared/contracts/sessions.ts";

// The user id is part of the key so one pupil's sessions are never shown to the next one.
export const sessionKeys = {
  all: ["sessions"] as const,
  forUser: (userId: string) => ["sessions", userId] as const,
};

/**
 * GET /api/sessions, newest first. docs/product.md §4.5: the list comes as `{ data }` or as a
 * bare array, so both are accepted; anything else is an error rather than a silently empty list.
 */
export async function getSessions(signal?: AbortSignal): Promise<SessionSummary[]> {
  const body = await api.get("/api/sessions", sessionListBodySchema, {
    signal,
    invalidMessage: "Die Antwort des Servers enthält keine Sessions.",
  });
  return Array.isArray(body) ? body : body.data;
}

export function sessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: sessionKeys.forUser(userId),
    queryFn: ({ signal }) => getSessions(signal),
    ...SESSION_LIST_QUERY_POLICY,
  });
}

export function useSessions(userId: string) {
  return useQuery(sessionsQueryOptions(userId));
}
