import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { classDetailSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

/** GET /api/classes/{id}: the class with its members (another teacher's class is a 404). */
export function useClassDetail(classId: string) {
  return useQuery({
    queryKey: classKeys.detail(classId),
    queryFn: ({ signal }) =>
      api.get(`/api/classes/${encodeURIComponent(classId)}`, classDetailSchema, { signal }),
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
  });
}
