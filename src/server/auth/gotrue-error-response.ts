import type { Context } from "hono";
import { type AppError, setRetryAfter } from "#server/lib/errors.ts";

// GoTrue's 2024-01-01 error format (decision 021), shared by the /auth/v1 routes and the app's
// error handler: a refusal from a middleware in front of them (body size, the input boundary)
// must reach supabase-js in the same shape as one from the routes.
export const GOTRUE_API_VERSION = "2024-01-01";

export const isGotruePath = (path: string) => path === "/auth/v1" || path.startsWith("/auth/v1/");

export function gotrueErrorResponse(c: Context, err: AppError) {
  c.header("X-Supabase-Api-Version", GOTRUE_API_VERSION);
  setRetryAfter(c, err);
  return c.json({ ...err.details, code: err.code, error_code: err.code, message: err.message }, err.status);
}
