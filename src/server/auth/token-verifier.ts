import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";
import type { AuthUser } from "#server/lib/hono-env.ts";
import type { SigningKeys } from "./signing-keys.ts";

export type AccessClaims = JWTPayload & {
  sub: string;
  email?: string;
  session_id?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
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

/**
 * Remembers tokens that verified, until they expire: a pupil's app sends the same access token
 * with every request, and checking its signature again each time costs more than the request.
 * Failures are not remembered.
 */
export function cachedVerifier(verifier: TokenVerifier, max = 10_000): TokenVerifier {
  const verified = new LRUCache<string, AccessClaims>({ max });
  return {
    async verify(token) {
      const hit = verified.get(token);
      if (hit) return hit;
      const claims = await verifier.verify(token);
      const ttl = typeof claims.exp === "number" ? claims.exp * 1000 - Date.now() : 0;
      if (ttl > 0) verified.set(token, claims, { ttl });
      return claims;
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
    role: claims.app_metadata?.role === "teacher" ? "teacher" : "pupil",
  };
}
