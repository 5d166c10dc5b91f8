import type { User } from "@supabase/auth-js";
import type { Role } from "#shared/contracts/classes.ts";

/**
 * The account's role as the server put it in the token's app_metadata (issue 20; set by the
 * server only, never by the user: src/server/auth/gotrue-shapes.ts). Absent means pupil. The
 * server checks the role on every teacher route; here it only picks the screens.
 */
export function roleOf(user: Pick<User, "app_metadata"> | null | undefined): Role {
  return user?.app_metadata?.role === "teacher" ? "teacher" : "pupil";
}
