import { cors } from "hono/cors";
import { type Env, publicUrl } from "#server/env.ts";

// CORS for /auth/v1 and /api: only the app's own origin (PUBLIC_URL) and the origins the
// operator lists in CORS_ORIGINS get Access-Control-Allow-Origin. Any other page's script can
// neither read these answers nor send the JSON requests sign-in and sign-up need (they need a
// preflight), so a foreign page cannot sign its visitors in or up (issue 14, docs/decisions/023).
// The app's own pages are same-origin and need no CORS; the Vite dev server proxies /api and
// /auth (vite.config.ts), so its pages are same-origin too.

/** The origins allowed to call the API from a browser page. */
export function allowedOrigins(env: Env): ReadonlySet<string> {
  return new Set([new URL(publicUrl(env)).origin, ...env.CORS_ORIGINS]);
}

export function apiCors(env: Env) {
  const allowed = allowedOrigins(env);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    // What supabase-js sends (its headers, @supabase/auth-js) and what the app's API client sends.
    allowHeaders: ["apikey", "authorization", "content-type", "x-client-info", "x-supabase-api-version"],
    exposeHeaders: ["x-supabase-api-version"],
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    maxAge: 600,
  });
}
