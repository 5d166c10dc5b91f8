import type { Session, SupabaseClient, User } from "@supabase/supabase-js";
import { createContext } from "react";

/** The part of supabase-js's auth client the app uses; tests pass a fake with these methods. */
export type AuthClient = Pick<
  SupabaseClient["auth"],
  "getSession" | "onAuthStateChange" | "signInWithPassword" | "signUp" | "signOut"
>;

export type SignUpInput = { name: string; email: string; password: string };

export type AuthContextValue = {
  loading: boolean;
  user: User | null;
  session: Session | null;
  /** Throws an Error whose message is ready to show (German). */
  signIn: (email: string, password: string) => Promise<void>;
  /** Resolves `needsConfirmation: true` when the service wants the e-mail confirmed first. */
  signUp: (input: SignUpInput) => Promise<{ needsConfirmation: boolean }>;
  /** Throws when the service could not sign out; the pupil stays signed in then. */
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
