import type { Page } from "@playwright/test";

/**
 * Where supabase-js keeps the session: `sb-<project ref>-auth-token`, the ref being the first label
 * of the auth URL's host. The embedded auth lives on the app's own origin, http://localhost:<port>.
 */
export const AUTH_STORAGE_KEY = "sb-localhost-auth-token";

/** The stored session (JSON), or null when signed out. */
export function authSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
}
