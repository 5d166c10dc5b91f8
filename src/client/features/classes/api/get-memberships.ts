import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
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
