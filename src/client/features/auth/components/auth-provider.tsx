import type { Session } from "@supabase/auth-js";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { clearPupilStorage } from "#client/lib/pupil-storage.ts";
import { broadcastToTabs, onTabMessage } from "#client/lib/tab-sync.ts";
import {
  type AuthClient,
  AuthContext,
  type AuthContextValue,
  type RetryAfterFor,
  type SignUpInput,
} from "../auth-context.ts";
import { authErrorMessage } from "../lib/auth-error-message.ts";
import {
  AUTH_EVENT_APPLY_DELAY_MS,
  type AuthEventRecord,
  isDuplicateAuthEvent,
} from "../lib/auth-event-filter.ts";
import { AuthServiceError } from "../lib/auth-service-error.ts";

type AuthState = { loading: boolean; session: Session | null };

type AuthProviderProps = {
  auth: AuthClient;
  /** Without it (tests, a client that cannot tell) a refusal shows only the service's message. */
  retryAfterFor?: RetryAfterFor;
  children: ReactNode;
};

const noRetryAfter: RetryAfterFor = () => null;

export function AuthProvider({ auth, retryAfterFor = noRetryAfter, children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ loading: true, session: null });
  // Auth events wait 100 ms before they apply. Sign-in, sign-up and sign-out apply their result at
  // once and cancel what is still waiting: an older event (say the INITIAL_SESSION of a page that
  // loaded 50 ms before "Abmelden" was clicked) must not bring back a session that just ended.
  const pendingEvents = useRef(new Set<ReturnType<typeof setTimeout>>());
  const applySession = useCallback((session: Session | null) => {
    for (const timer of pendingEvents.current) clearTimeout(timer);
    pendingEvents.current.clear();
    setState({ loading: false, session });
  }, []);

  useEffect(() => {
    let active = true;
    const apply = (session: Session | null) => {
      if (active) setState({ loading: false, session });
    };
    const readStoredSession = () =>
      auth.getSession().then(
        ({ data }) => apply(data.session),
        () => apply(null),
      );
    void readStoredSession();

    let lastAccepted: AuthEventRecord | null = null;
    const timers = pendingEvents.current;
    const {
      data: { subscription },
    } = auth.onAuthStateChange((event, session) => {
      const record = { event, userId: session?.user.id ?? null, at: Date.now() };
      if (isDuplicateAuthEvent(lastAccepted, record)) return;
      lastAccepted = record;
      const timer = setTimeout(() => {
        timers.delete(timer);
        apply(session);
      }, AUTH_EVENT_APPLY_DELAY_MS);
      timers.add(timer);
    });
    // Another tab signed out: re-read the (now empty) stored session.
    const stopTabSync = onTabMessage("signed-out", () => void readStoredSession());

    return () => {
      active = false;
      subscription.unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopTabSync();
    };
  }, [auth]);

  // A different pupil (or nobody) is now signed in: drop everything cached for the previous one,
  // so the next pupil on a shared school computer sees none of it.
  const userId = state.session?.user.id ?? null;
  const previousUserId = useRef<string | null>(null);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) {
      queryClient.clear();
      clearPupilStorage();
    }
    previousUserId.current = userId;
  }, [userId, queryClient]);

  const failure = useCallback(
    (error: unknown) => new AuthServiceError(authErrorMessage(error), retryAfterFor(error)),
    [retryAfterFor],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      let result: Awaited<ReturnType<AuthClient["signInWithPassword"]>>;
      try {
        result = await auth.signInWithPassword({ email, password });
      } catch (error) {
        throw failure(error);
      }
      if (result.error) throw failure(result.error);
      // Apply now rather than after the event's 100 ms delay, so /login redirects at once.
      applySession(result.data.session);
    },
    [auth, applySession, failure],
  );

  const signUp = useCallback(
    async ({ name, email, password }: SignUpInput) => {
      let result: Awaited<ReturnType<AuthClient["signUp"]>>;
      try {
        result = await auth.signUp({ email, password, options: { data: { name } } });
      } catch (error) {
        throw failure(error);
      }
      if (result.error) throw failure(result.error);
      if (!result.data.session) return { needsConfirmation: true };
      applySession(result.data.session);
      return { needsConfirmation: false };
    },
    [auth, applySession, failure],
  );

  const signOut = useCallback(async () => {
    const { error } = await auth.signOut();
    if (error) throw new Error(authErrorMessage(error));
    applySession(null);
    broadcastToTabs("signed-out");
  }, [auth, applySession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      loading: state.loading,
      session: state.session,
      user: state.session?.user ?? null,
      signIn,
      signUp,
      signOut,
    }),
    [state, signIn, signUp, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
