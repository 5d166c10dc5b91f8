import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import type { Db } from "#server/db/client.ts";
import { authSessions, refreshTokens, users } from "#server/db/schema/auth.ts";
import { authErrors } from "./auth-errors.ts";
import { bearerToken } from "./bearer.ts";
import { APP_METADATA, type GotrueSession, toGotrueUser } from "./gotrue-shapes.ts";
import { burnVerifyTime, hashPassword, verifyPassword, weakPasswordReasons } from "./passwords.ts";
import type { AuthLimiters } from "./rate-limit.ts";
import type { SigningKeys } from "./signing-keys.ts";
import { AUDIENCE, type TokenVerifier } from "./token-verifier.ts";

/** A revoked refresh token may be replayed this long after rotation (two tabs refreshing at once). */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

export type AuthServiceOptions = {
  db: Db;
  keys: SigningKeys;
  verifier: TokenVerifier;
  issuer: string;
  limiters: AuthLimiters;
  allowSignup: boolean;
  accessTokenTtlSeconds: number;
  sessionIdleDays: number;
  now?: () => Date;
  /**
   * Remember which sign-in sessions exist instead of asking the database on every request. Only
   * when this process is the database's only writer (embedded PGlite): every sign-out below
   * forgets its sessions here too, so a signed-out token is refused at once.
   */
  cacheSessions?: boolean;
};

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newRefreshToken = () => randomBytes(32).toString("base64url");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type UserRow = typeof users.$inferSelect;
type UserUpdate = {
  email?: string;
  password?: string;
  currentPassword?: string;
  data?: Record<string, unknown>;
};

/** The embedded, GoTrue-compatible auth: accounts, sessions and rotating refresh tokens. */
export function authService(options: AuthServiceOptions) {
  const { db, keys, limiters } = options;
  const now = options.now ?? (() => new Date());
  /** Sign-in session id → its pupil's id, for sessions known to exist. */
  const liveSessions = options.cacheSessions ? new LRUCache<string, string>({ max: 10_000 }) : null;

  /** Forgets the pupil's cached sessions (all, or all but `keep`) after they were deleted. */
  function forgetSessions(userId: string, keep?: string) {
    if (!liveSessions) return;
    for (const [sessionId, owner] of liveSessions.entries()) {
      if (owner === userId && sessionId !== keep) liveSessions.delete(sessionId);
    }
  }

  async function issueAccessToken(user: UserRow, sessionId: string, signedInAt: Date) {
    const key = keys.current();
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + options.accessTokenTtlSeconds;
    const token = await new SignJWT({
      email: user.email,
      phone: "",
      app_metadata: APP_METADATA,
      user_metadata: user.userMetadata,
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: Math.floor(signedInAt.getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
      .setIssuer(options.issuer)
      .setSubject(user.id)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key.privateKey);
    return { token, exp };
  }

  async function insertRefreshToken(tx: Tx | Db, sessionId: string, parentId: string | null) {
    const token = newRefreshToken();
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: sha256(token), sessionId, parentId, createdAt: now() });
    return token;
  }

  async function buildSession(user: UserRow, sessionId: string, signedInAt: Date, refreshToken: string) {
    const access = await issueAccessToken(user, sessionId, signedInAt);
    const session: GotrueSession = {
      access_token: access.token,
      token_type: "bearer",
      expires_in: options.accessTokenTtlSeconds,
      expires_at: access.exp,
      refresh_token: refreshToken,
      user: toGotrueUser(user),
    };
    return session;
  }

  async function startSession(user: UserRow): Promise<GotrueSession> {
    const at = now();
    const [signedIn] = await db
      .update(users)
      .set({ lastSignInAt: at })
      .where(eq(users.id, user.id))
      .returning();
    const [session] = await db
      .insert(authSessions)
      .values({ userId: user.id, createdAt: at, refreshedAt: at })
      .returning();
    if (!signedIn || !session) throw new Error("session insert failed");
    const refreshToken = await insertRefreshToken(db, session.id, null);
    return buildSession(signedIn, session.id, at, refreshToken);
  }

  function requireAllowedPassword(password: string) {
    const [reason] = weakPasswordReasons(password);
    if (reason) throw authErrors.weakPassword(reason);
  }

  async function findUserByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    return row;
  }

  /** Creates a confirmed account; also used by `npm run user:create`. */
  async function createUser(input: { email: string; password: string; data?: Record<string, unknown> }) {
    requireAllowedPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const at = now();
    const [row] = await db
      .insert(users)
      .values({
        email: input.email.trim().toLowerCase(),
        passwordHash,
        userMetadata: input.data ?? {},
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw authErrors.userExists();
    return row;
  }

  async function sessionExists(sessionId: string): Promise<boolean> {
    if (liveSessions?.has(sessionId)) return true;
    const [row] = await db
      .select({ id: authSessions.id, userId: authSessions.userId })
      .from(authSessions)
      .where(eq(authSessions.id, sessionId));
    if (row) liveSessions?.set(row.id, row.userId);
    return Boolean(row);
  }

  return {
    issuer: options.issuer,
    jwks: () => keys.jwks(),

    /** Sign-up auto-confirms (no e-mail here) and signs the new pupil in. */
    async signUp(ip: string, input: { email: string; password: string; data?: Record<string, unknown> }) {
      if (!options.allowSignup) throw authErrors.signupDisabled();
      if (!limiters.signupPerIp.hit(ip)) throw authErrors.rateLimited();
      requireAllowedPassword(input.password);
      return createUser(input).then(startSession);
    },

    createUser,

    /**
     * Password grant. Unknown e-mail and wrong password get the same answer after the same work;
     * an account with too many failures is refused for the rest of the window, even with the
     * right password, so guessing cannot go on.
     */
    async signInWithPassword(ip: string, input: { email: string; password: string }) {
      if (!limiters.tokenPerIp.hit(ip)) throw authErrors.rateLimited();
      const accountKey = input.email.trim().toLowerCase();
      if (limiters.failedLoginsPerAccount.exhausted(accountKey)) throw authErrors.rateLimited();
      const user = await findUserByEmail(accountKey);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnVerifyTime(input.password);
      if (!user || !ok) {
        limiters.failedLoginsPerAccount.hit(accountKey);
        throw authErrors.invalidCredentials();
      }
      limiters.failedLoginsPerAccount.reset(accountKey);
      return startSession(user);
    },

    /** Refresh grant: rotate on every use; replaying a rotated token ends the whole session. */
    async refresh(ip: string, refreshToken: string): Promise<GotrueSession> {
      if (!limiters.tokenPerIp.hit(ip)) throw authErrors.rateLimited();
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
          .for("update");
        if (!row) return { error: authErrors.refreshNotFound() };
        const [session] = await tx
          .select()
          .from(authSessions)
          .where(eq(authSessions.id, row.sessionId))
          .for("update");
        if (!session) return { error: authErrors.refreshNotFound() };
        const idleLimit = at.getTime() - options.sessionIdleDays * 86_400_000;
        if (session.refreshedAt.getTime() < idleLimit) {
          await tx.delete(authSessions).where(eq(authSessions.id, session.id));
          liveSessions?.delete(session.id);
          return { error: authErrors.sessionExpired() };
        }
        let parent = row;
        if (row.revokedAt) {
          const [active] = await tx
            .select()
            .from(refreshTokens)
            .where(and(eq(refreshTokens.sessionId, session.id), isNull(refreshTokens.revokedAt)));
          const withinReuseInterval = at.getTime() - row.revokedAt.getTime() < REFRESH_REUSE_INTERVAL_MS;
          if (!active || active.parentId !== row.id || !withinReuseInterval) {
            await tx.delete(authSessions).where(eq(authSessions.id, session.id));
            liveSessions?.delete(session.id);
            return { error: authErrors.refreshReused() };
          }
          parent = active;
        }
        await tx.update(refreshTokens).set({ revokedAt: at }).where(eq(refreshTokens.id, parent.id));
        await tx.update(authSessions).set({ refreshedAt: at }).where(eq(authSessions.id, session.id));
        const token = await insertRefreshToken(tx, session.id, parent.id);
        return { token, session };
      });
      if ("error" in outcome) throw outcome.error;
      const [user] = await db.select().from(users).where(eq(users.id, outcome.session.userId));
      if (!user) throw authErrors.refreshNotFound();
      return buildSession(user, outcome.session.id, outcome.session.createdAt, outcome.token);
    },

    /** Verifies an access token and that its session still exists (sign-out ends it at once). */
    async authenticate(authorization: string | undefined) {
      const token = bearerToken(authorization);
      if (!token) throw authErrors.noAuthorization();
      let claims: Awaited<ReturnType<TokenVerifier["verify"]>>;
      try {
        claims = await options.verifier.verify(token);
      } catch {
        throw authErrors.badJwt();
      }
      if (!claims.session_id || !(await sessionExists(claims.session_id))) throw authErrors.sessionNotFound();
      return claims;
    },

    sessionExists,

    async getUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) throw authErrors.sessionNotFound();
      return toGotrueUser(row);
    },

    /** Updates metadata, e-mail or password; a new password ends the pupil's other sessions. */
    async updateUser(ip: string, userId: string, sessionId: string, input: UserUpdate) {
      if (!limiters.userUpdatePerIp.hit(ip)) throw authErrors.rateLimited();
      const [current] = await db.select().from(users).where(eq(users.id, userId));
      if (!current) throw authErrors.sessionNotFound();
      const set: Partial<typeof users.$inferInsert> = { updatedAt: now() };
      if (input.data) set.userMetadata = { ...current.userMetadata, ...input.data };
      if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email) {
        const taken = await findUserByEmail(input.email);
        if (taken) throw authErrors.emailExists();
        set.email = input.email.trim().toLowerCase();
      }
      if (input.password !== undefined) {
        if (!input.currentPassword) throw authErrors.currentPasswordRequired();
        if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
          throw authErrors.currentPasswordMismatch();
        }
        requireAllowedPassword(input.password);
        set.passwordHash = await hashPassword(input.password);
      }
      const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
      if (!row) throw authErrors.sessionNotFound();
      if (set.passwordHash) {
        await db
          .delete(authSessions)
          .where(and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId)));
        forgetSessions(userId, sessionId);
      }
      return toGotrueUser(row);
    },

    /** global: every session of the pupil; local: this one; others: all but this one. */
    async logout(userId: string, sessionId: string, scope: "global" | "local" | "others") {
      const byUser = eq(authSessions.userId, userId);
      const where =
        scope === "global"
          ? byUser
          : scope === "local"
            ? and(byUser, eq(authSessions.id, sessionId))
            : and(byUser, ne(authSessions.id, sessionId));
      await db.delete(authSessions).where(where);
      if (scope === "local") liveSessions?.delete(sessionId);
      else forgetSessions(userId, scope === "others" ? sessionId : undefined);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
