import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { AuthUser } from "#server/lib/hono-env.ts";
import type { SigningKeys } from "./signing-keys.ts";

export type AccessClaims = JWTPayload & {
  sub: string;
  email?: string;
  session_id?: string;
  user_metadata?: Record<string, unknown>;
};

/** The one seam the API's bearer middleware uses: embedded issuer or a real Supabase project. */
export type TokenVerifier = {
  verify(token: string): Promise<AccessClaims>;
};

export const AUDIENCE = "authenticated";

export function embeddedVerifier(keys: SigningKeys, issuer: string): TokenVerifier {
  const getKey: JWTVerifyGetKey = async (header) => {
    const key = await keys.find(header.kid);
    if (!key) throw new Error("unknown key id");
    return key.publicJwk;
  };
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, getKey, {
        algorithms: ["ES256"],
        issuer,
        audience: AUDIENCE,
      });
      return requireSubject(payload);
    },
  };
}

/**
 * Tokens of a Supabase project: asymmetric keys from its JWKS, or the legacy shared HS256
 * secret when one is configured.
 */
export function supabaseVerifier(supabaseUrl: string, jwtSecret?: string): TokenVerifier {
  const base = supabaseUrl.replace(/\/+$/, "");
  const issuer = `${base}/auth/v1`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const secret = jwtSecret ? new TextEncoder().encode(jwtSecret) : undefined;
  return {
    async verify(token) {
      const options = { issuer, audience: AUDIENCE };
      const { payload } = secret
        ? await jwtVerify(token, secret, { ...options, algorithms: ["HS256"] })
        : await jwtVerify(token, jwks, { ...options, algorithms: ["ES256", "RS256"] });
      return requireSubject(payload);
    },
  };
}

function requireSubject(payload: JWTPayload): AccessClaims {
  if (typeof payload.sub !== "string" || payload.sub.length === 0) throw new Error("token has no subject");
  return payload as AccessClaims;
}

export function claimsToUser(claims: AccessClaims): AuthUser {
  return {
    id: claims.sub,
    email: claims.email ?? null,
    sessionId: claims.session_id ?? null,
    userMetadata: claims.user_metadata ?? {},
  };
}
