import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { teacherClassesResponseSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

/** GET /api/classes: the teacher's classes, newest first. */
export function useTeacherClasses() {
  return useQuery({
    queryKey: classKeys.list(),
    queryFn: ({ signal }) => api.get("/api/classes", teacherClassesResponseSchema, { signal }),
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
  });
}
