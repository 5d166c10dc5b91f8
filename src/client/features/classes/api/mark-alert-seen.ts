import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client.ts";
import { classKeys } from "./class-keys.ts";
import { alertsPath } from "./get-alerts.ts";

/** POST /api/classes/{id}/alerts/{alertId}/seen → 204; the list is fetched again. */
export function useMarkAlertSeen(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) =>
      apiFetch(`${alertsPath(classId)}/${encodeURIComponent(alertId)}/seen`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.alerts(classId) }),
  });
}
