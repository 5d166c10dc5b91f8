import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiFetch } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { pupilClassesResponseSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

/** GET /api/classes/memberships: the classes the pupil is in. */
export function useMemberships() {
  return useQuery({
    queryKey: classKeys.memberships(),
    queryFn: ({ signal }) => api.get("/api/classes/memberships", pupilClassesResponseSchema, { signal }),
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
  });
}

/** DELETE /api/classes/{id}/members/me → 204: the pupil leaves; the teacher sees nothing more. */
export function useLeaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      apiFetch(`/api/classes/${encodeURIComponent(classId)}/members/me`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.memberships() }),
  });
}
