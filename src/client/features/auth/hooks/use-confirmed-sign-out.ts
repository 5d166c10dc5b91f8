import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "./use-auth.ts";

export const SIGN_OUT_FAILED_MESSAGE = "Abmeldung fehlgeschlagen. Bitte versuche es erneut.";

/** Asks with `confirmMessage`, signs out and goes to /login; alerts when signing out fails. */
export function useConfirmedSignOut(confirmMessage: string): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!window.confirm(confirmMessage)) return;
    try {
      await signOut();
    } catch {
      window.alert(SIGN_OUT_FAILED_MESSAGE);
      return;
    }
    navigate("/login", { replace: true });
  }, [confirmMessage, signOut, navigate]);
}
