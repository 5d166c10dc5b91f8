import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteSession } from "#client/features/tutor-session/index.ts";
import { sessionKeys } from "./get-sessions.ts";

/** The account's counts in «Meine Daten» (profile feature's accountKeys.all) change with every deleted session. */
const ACCOUNT_KEY = ["account"] as const;

/** Deleting one session from the list: the lists and the counts are refreshed afterwards. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
      ]),
  });
}
