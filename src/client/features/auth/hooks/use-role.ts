import type { Role } from "#shared/contracts/classes.ts";
import { roleOf } from "../lib/role.ts";
import { useAuth } from "./use-auth.ts";

/** The signed-in account's role: a teacher's screens or a pupil's. */
export function useRole(): Role {
  return roleOf(useAuth().user);
}
