import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { type JoinCodeState, joinCodeStateSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

type Change = { kind: "renew" } | { kind: "switch"; enabled: boolean };

/**
 * POST /api/classes/{id}/join-code (a new code; the old one stops working) or PUT with
 * {enabled} (switched on or off). The answer goes straight into the class's cached detail.
 */
export function useChangeJoinCode(classId: string) {
  const queryClient = useQueryClient();
  const path = `/api/classes/${encodeURIComponent(classId)}/join-code`;
  return useMutation({
    mutationFn: (change: Change): Promise<JoinCodeState> =>
      change.kind === "renew"
        ? api.post(path, joinCodeStateSchema)
        : api.put(path, joinCodeStateSchema, { enabled: change.enabled }),
    onSuccess: (state) => {
      queryClient.setQueryData(classKeys.detail(classId), (detail) =>
        detail ? { ...detail, ...state } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: classKeys.list() });
    },
  });
}
