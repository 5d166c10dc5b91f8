import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiFetch } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { classAlertsSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

const alertsPath = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/alerts`;

/** GET /api/classes/{id}/alerts: newest first; date, subject and pupil, never a message. */
export function useClassAlerts(classId: string) {
  return useQuery({
    queryKey: classKeys.alerts(classId),
    queryFn: ({ signal }) => api.get(alertsPath(classId), classAlertsSchema, { signal }),
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
  });
}

/** POST /api/classes/{id}/alerts/{alertId}/seen → 204; the list is fetched again. */
export function useMarkAlertSeen(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) =>
      apiFetch(`${alertsPath(classId)}/${encodeURIComponent(alertId)}/seen`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.alerts(classId) }),
  });
}
