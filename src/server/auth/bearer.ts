import type { MiddlewareHandler } from "hono";
import { AppError, unauthorized } from "#server/lib/errors.ts";
import type { AppEnv, AuthUser } from "#server/lib/hono-env.ts";
import { claimsToUser } from "./token-verifier.ts";

/** Turns an Authorization header into the signed-in pupil, or throws. */
export type Authenticate = (authorization: string | undefined) => Promise<AuthUser>;

/** Every /api route behind it answers 401 without a valid token, whatever the cause. */
export function requireUser(authenticate: Authenticate): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      c.set("user", await authenticate(c.req.header("authorization")));
    } catch (err) {
      if (err instanceof AppError && err.status >= 500) throw err;
      throw unauthorized(
        err instanceof AppError && err.code !== "no_authorization"
          ? "Anmeldung abgelaufen - bitte neu anmelden"
          : undefined,
      );
    }
    await next();
  };
}

export const authenticateWith =
  (
    verify: (authorization: string | undefined) => Promise<Parameters<typeof claimsToUser>[0]>,
  ): Authenticate =>
  async (authorization) =>
    claimsToUser(await verify(authorization));

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
