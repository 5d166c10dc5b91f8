import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client.ts";
import { classKeys } from "./class-keys.ts";

/** DELETE /api/classes/{id}/members/me → 204: the pupil leaves; the teacher sees nothing more. */
export function useLeaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      apiFetch(`/api/classes/${encodeURIComponent(classId)}/members/me`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.memberships() }),
  });
}
