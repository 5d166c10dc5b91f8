import { GoTrueClient } from "@supabase/auth-js";
import type { AppConfig } from "#shared/contracts/app-config.ts";

/**
 * Supabase's auth client (@supabase/auth-js, the part of supabase-js the browser uses; decision
 * 056), configured as docs/product.md §2.1 says: persisted session, implicit flow, no automatic
 * token refresh (getSession refreshes on demand) and no session detection in the URL. A null
 * supabaseUrl means the embedded auth on this origin (/auth/v1). `fetch` replaces the browser's
 * for every request the client sends (lib/auth-retry-after.ts reads refusals).
 *
 * It is set up exactly as supabase-js's createClient(url, key).auth was (its
 * SupabaseClient._initSupabaseAuthClient): the same /auth/v1 address, the same apikey and
 * Authorization headers, and the same storage key, so sessions saved before stay signed in.
 */
export function createAuthClient(
  config: AppConfig,
  fetch?: typeof globalThis.fetch,
  origin = window.location.origin,
): GoTrueClient {
  const base = baseUrl(config.supabaseUrl ?? origin);
  const key = config.supabaseAnonKey;
  if (!key) throw new Error("supabaseKey is required.");
  return new GoTrueClient({
    url: new URL("auth/v1", base).href,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
    storageKey: storageKeyFor(base),
    persistSession: true,
    flowType: "implicit",
    autoRefreshToken: false,
    detectSessionInUrl: false,
    fetch,
  });
}

/** supabase-js's default storage key: `sb-<first label of the host name>-auth-token`. */
function storageKeyFor(base: URL): string {
  return `sb-${base.hostname.split(".")[0]}-auth-token`;
}

/** The project's address, checked with supabase-js's words (docs/product.md §5.3). */
function baseUrl(address: string): URL {
  const trimmed = address.trim();
  if (!trimmed) throw new Error("supabaseUrl is required.");
  if (!/^https?:\/\//i.test(trimmed))
    throw new Error("Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.");
  try {
    return new URL(trimmed.endsWith("/") ? trimmed : `${trimmed}/`);
  } catch {
    throw new Error("Invalid supabaseUrl: Provided URL is malformed.");
  }
}
