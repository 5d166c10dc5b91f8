import type { User } from "@supabase/auth-js";
import { useAuth } from "./use-auth.ts";

/** The signed-in pupil, for screens behind <RequireAuth>, which never render without one. */
export function useUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error("useUser must be used behind RequireAuth (no signed-in user)");
  return user;
}
