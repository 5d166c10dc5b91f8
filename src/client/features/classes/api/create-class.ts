import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { type ClassInput, classCreatedSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

/** POST /api/classes → {id, joinCode}; the list is fetched again. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassInput) => api.post("/api/classes", classCreatedSchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.list() }),
  });
}
