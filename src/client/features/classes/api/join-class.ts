import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { pupilClassSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

/** POST /api/classes/join {code} → the class (201, or 200 when already a member). */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post("/api/classes/join", pupilClassSchema, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.memberships() }),
  });
}
