import type { GoTrueClient, Session, User } from "@supabase/auth-js";
import { createContext } from "react";

/** The part of Supabase's auth client (lib/supabase.ts) the app uses; tests pass a fake with these methods. */
export type AuthClient = Pick<
  GoTrueClient,
  "getSession" | "onAuthStateChange" | "signInWithPassword" | "signUp" | "signOut"
>;

/**
 * Whole seconds the auth service asked to wait before trying again, for an error it refused for
 * too many requests; null when it did not say (main.tsx wires lib/auth-retry-after.ts).
 */
export type RetryAfterFor = (error: unknown) => number | null;

export type SignUpInput = { name: string; email: string; password: string };

export type AuthContextValue = {
  loading: boolean;
  user: User | null;
  session: Session | null;
  /** Throws an AuthServiceError: a message ready to show (German), and the wait after a refusal. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Resolves `needsConfirmation: true` when the service wants the e-mail confirmed first; throws like signIn. */
  signUp: (input: SignUpInput) => Promise<{ needsConfirmation: boolean }>;
  /** Throws when the service could not sign out; the pupil stays signed in then. */
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
