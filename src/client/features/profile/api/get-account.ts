import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { accountInfoSchema } from "#shared/contracts/account.ts";

// The user id is part of the key so one pupil's figures are never shown to the next one; deleting
// a session invalidates ["account"] (src/client/features/sessions/api/delete-session.ts).
export const accountKeys = {
  all: ["account"] as const,
  forUser: (userId: string) => ["account", userId] as const,
};

/** GET /api/account: what is stored, for how long, and where it goes (src/shared/contracts/account.ts). */
export function accountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.forUser(userId),
    queryFn: ({ signal }) => api.get("/api/account", accountInfoSchema, { signal }),
    ...GENERAL_QUERY_POLICY,
    // The counts change with every chat; the profile is opened to see them as they are now.
    staleTime: 0,
  });
}

export function useAccountInfo(userId: string) {
  return useQuery(accountQueryOptions(userId));
}
