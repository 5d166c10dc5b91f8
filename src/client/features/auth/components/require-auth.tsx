import { Navigate, Outlet } from "react-router";
import { FullPageLoader } from "#client/components/ui/full-page-loader.tsx";
import { useAuth } from "../hooks/use-auth.ts";

/** Layout route guarding every page except /login (docs/product.md §2.1). */
export function RequireAuth() {
  const { loading, user } = useAuth();
  if (loading) return <FullPageLoader label="Anmeldung wird geprüft …" />;
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
