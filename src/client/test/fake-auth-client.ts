import type { AuthChangeEvent, Session, User } from "@supabase/auth-js";
import { vi } from "vitest";
import type { AuthClient } from "#client/features/auth/auth-context.ts";

// Test double for supabase-js's auth client: only the methods the app calls, with the same
// result shapes ({ data, error }). `emit` plays the part of onAuthStateChange events.

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: "user-1",
    aud: "authenticated",
    email: "lea@example.ch",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: { name: "Lea" },
    created_at: "2025-03-07T10:00:00.000Z",
    ...overrides,
  } as User;
}

export function fakeSession(user: User = fakeUser()): Session {
  return {
    access_token: `token-${user.id}`,
    refresh_token: "refresh",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user,
  };
}

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function createFakeAuthClient(initialSession: Session | null = null) {
  let stored = initialSession;
  const listeners = new Set<Listener>();
  const emit = (event: AuthChangeEvent, session: Session | null) => {
    for (const listener of listeners) listener(event, session);
  };
  const auth = {
    getSession: vi.fn(async () => ({ data: { session: stored }, error: null })),
    onAuthStateChange: vi.fn((callback: Listener) => {
      listeners.add(callback);
      return {
        data: { subscription: { id: "sub", callback, unsubscribe: () => listeners.delete(callback) } },
      };
    }),
    signInWithPassword: vi.fn(async (_credentials: { email: string; password: string }) => {
      stored = fakeSession();
      return { data: { session: stored, user: stored.user }, error: null };
    }),
    signUp: vi.fn(async (_input: unknown) => {
      stored = fakeSession();
      return { data: { session: stored, user: stored.user }, error: null };
    }),
    signOut: vi.fn(async (): Promise<{ error: Error | null }> => {
      stored = null;
      return { error: null };
    }),
  };
  return { auth, client: auth as unknown as AuthClient, emit };
}
