import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { AppConfig } from "#shared/contracts/app-config.ts";

/**
 * The real supabase-js client, configured as docs/product.md §2.1 says: persisted session, implicit
 * flow, no automatic token refresh (getSession refreshes on demand) and no session detection in
 * the URL. A null supabaseUrl means the embedded auth on this origin (/auth/v1). `fetch` replaces
 * the browser's for every request the client sends (lib/auth-retry-after.ts reads refusals).
 */
export function createSupabaseClient(
  config: AppConfig,
  fetch?: typeof globalThis.fetch,
  origin = window.location.origin,
): SupabaseClient {
  return createClient(config.supabaseUrl ?? origin, config.supabaseAnonKey, {
    auth: { persistSession: true, flowType: "implicit", autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
}
