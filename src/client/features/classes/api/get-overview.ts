import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { type ClassOverviewQuery, classOverviewSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

export function overviewPath(classId: string, query: ClassOverviewQuery): string {
  const params = new URLSearchParams();
  if (query.subject) params.set("subject", query.subject);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  const search = params.toString();
  return `/api/classes/${encodeURIComponent(classId)}/overview${search ? `?${search}` : ""}`;
}

/**
 * GET /api/classes/{id}/overview?subject&from&to. While a new filter loads, the last answer stays
 * on screen (marked busy) instead of a spinner replacing the table.
 */
export function useClassOverview(classId: string, query: ClassOverviewQuery) {
  return useQuery({
    queryKey: classKeys.overview(classId, query),
    queryFn: ({ signal }) => api.get(overviewPath(classId, query), classOverviewSchema, { signal }),
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
