import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { bulkPupilsCreatedSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

/**
 * POST /api/classes/{id}/pupils {csv} → the new accounts with their passphrases, in this answer
 * only. All or nothing: a bad list (duplicates, formulas, too long) is a 4xx in German and no
 * account is made.
 */
export function useCreatePupils(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post(`/api/classes/${encodeURIComponent(classId)}/pupils`, bulkPupilsCreatedSchema, { csv }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}
