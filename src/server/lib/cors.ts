import type { MiddlewareHandler } from "hono";
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

const EXPOSE_HEADERS = ["x-supabase-api-version"];

export function apiCors(env: Env): MiddlewareHandler {
  const allowed = allowedOrigins(env);
  const preflight = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    // What supabase-js sends (its headers, @supabase/auth-js) and what the app's API client sends.
    allowHeaders: ["apikey", "authorization", "content-type", "x-client-info", "x-supabase-api-version"],
    exposeHeaders: EXPOSE_HEADERS,
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    maxAge: 600,
  });
  const expose = EXPOSE_HEADERS.join(",");
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    // The headers hono/cors gives an actual request, set on the finished response. hono/cors
    // creates the response before the route (its headers then copied into the route's, body and
    // all) and re-creates it after (for Vary): each time a full Response with a stream body,
    // which took the node server off its fast path for every API answer (decision 058).
    const headers = c.res.headers;
    const origin = c.req.header("origin");
    if (origin && allowed.has(origin)) headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", expose);
    headers.append("Vary", "Origin");
  };
}
