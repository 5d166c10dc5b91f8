import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { classAlertsSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

export const alertsPath = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/alerts`;

/** GET /api/classes/{id}/alerts: newest first; date, subject and pupil, never a message. */
export function useClassAlerts(classId: string) {
  return useQuery({
    queryKey: classKeys.alerts(classId),
    queryFn: ({ signal }) => api.get(alertsPath(classId), classAlertsSchema, { signal }),
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
    // A teacher may keep the page open through a lesson: a new alert shows within a minute.
    refetchInterval: 60_000,
  });
}
