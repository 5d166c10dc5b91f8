import { and, eq, ne } from "drizzle-orm";
import { SignJWT } from "jose";
import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
import { authSessions, refreshTokens, users } from "#server/db/schema/auth.ts";
import { signInName } from "#shared/domain/usernames.ts";
import { authErrors } from "./auth-errors.ts";
import { bearerToken } from "./bearer.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import { appMetadata, type GotrueSession, toGotrueUser } from "./gotrue-shapes.ts";
import { burnVerifyTime, hashPassword, verifyPassword, weakPasswordReasons } from "./passwords.ts";
import { hashRefreshToken, newRefreshToken, openChild, sealChild } from "./refresh-tokens.ts";
import type { SignInLimits, SignInSource } from "./sign-in-limits.ts";
import type { SigningKeys } from "./signing-keys.ts";
import { AUDIENCE, type TokenVerifier } from "./token-verifier.ts";
import { mergeUserMetadata, metadataAllowed, metadataForToken, type UserMetadata } from "./user-metadata.ts";

/**
 * GoTrue's refresh-token reuse interval (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, 10 s):
 * within it after a session's last refresh, any older token of the session is answered with the
 * active one (concurrent refreshes); the parent of the active token is answered so at any time.
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;
/** How many rotations a replayed token may lie behind the active one within the reuse interval. */
const REFRESH_REUSE_MAX_GENERATIONS = 10;

export type AuthServiceOptions = {
  db: Db;
  keys: SigningKeys;
  verifier: TokenVerifier;
  issuer: string;
  /** The browsers' device cookies, which the routes read and write (device-cookie.ts). */
  devices: DeviceCookies;
  /** Shared by every instance (sign-in-limits.ts, decision 052). */
  limits: SignInLimits;
  allowSignup: boolean;
  accessTokenTtlSeconds: number;
  sessionIdleDays: number;
  now?: () => Date;
  /**
   * Remember which sign-in sessions exist instead of asking the database on every request
   * (docs/decisions/031-hot-reads.md): a deleted session is forgotten, so its token is refused at once.
   */
  hot?: HotReads;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type UserRow = typeof users.$inferSelect;
type RefreshTokenRow = typeof refreshTokens.$inferSelect;
type NewUser = {
  email: string;
  password: string;
  data?: UserMetadata;
  role?: "pupil" | "teacher";
};
type UserUpdate = {
  email?: string;
  password?: string;
  currentPassword?: string;
  data?: UserMetadata;
};

/** The embedded, GoTrue-compatible auth: accounts, sessions and rotating refresh tokens. */
export function authService(options: AuthServiceOptions) {
  const { db, keys, limits } = options;
  const now = options.now ?? (() => new Date());
  /** Sign-in session id → its pupil's id, for sessions known to exist. */
  const liveSessions = options.hot?.cache<string>("auth_sessions", { max: 10_000 }) ?? null;

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
      app_metadata: appMetadata(user),
      user_metadata: metadataForToken(user.userMetadata),
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

  async function insertRefreshToken(tx: Tx | Db, sessionId: string, parentId: string | null, token: string) {
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: hashRefreshToken(token), sessionId, parentId, createdAt: now() });
    return token;
  }

  /** Revokes `parent` (presented as `presented`) and issues its child, sealed on the parent's row. */
  async function rotate(tx: Tx, parent: RefreshTokenRow, presented: string, at: Date) {
    const child = newRefreshToken();
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at, childSealed: sealChild(presented, child) })
      .where(eq(refreshTokens.id, parent.id));
    return insertRefreshToken(tx, parent.sessionId, parent.id, child);
  }

  /**
   * GoTrue's reuse rule for a revoked token (internal/tokens/service.go, refresh token v2): the
   * parent of the active token gets the active token back, at any time (the client lost the
   * answer, or two tabs refreshed together); an older token gets it only within the reuse
   * interval after the session's last refresh. Follows the sealed children from the presented
   * token down to the active one; null means reuse, and the caller ends the session.
   */
  async function activeDescendant(
    tx: Tx,
    row: RefreshTokenRow,
    presented: string,
    lastRefresh: Date,
    at: Date,
  ) {
    const withinReuseInterval = at.getTime() - lastRefresh.getTime() < REFRESH_REUSE_INTERVAL_MS;
    const maxGenerations = withinReuseInterval ? REFRESH_REUSE_MAX_GENERATIONS : 1;
    let current = row;
    let token = presented;
    for (let generation = 1; generation <= maxGenerations; generation++) {
      const child = current.childSealed ? openChild(token, current.childSealed) : null;
      if (!child) return null;
      const [childRow] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(child)));
      if (!childRow || childRow.sessionId !== row.sessionId) return null;
      if (!childRow.revokedAt) return child;
      current = childRow;
      token = child;
    }
    return null;
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
    const refreshToken = await insertRefreshToken(db, session.id, null, newRefreshToken());
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

  /** Creates a confirmed account; also used by `npm run user:create` (a teacher with `role`). */
  async function createUser(input: NewUser) {
    requireAllowedPassword(input.password);
    const metadata = mergeUserMetadata({}, input.data ?? {});
    if (!metadataAllowed(metadata)) throw authErrors.metadataTooLarge();
    const passwordHash = await hashPassword(input.password);
    const at = now();
    const [row] = await db
      .insert(users)
      .values({
        email: input.email.trim().toLowerCase(),
        role: input.role ?? "pupil",
        passwordHash,
        userMetadata: metadata,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw authErrors.userExists();
    return row;
  }

  /**
   * The current password, checked like a sign-in: wrong guesses count towards the source's
   * guesses (sign-in-limits.ts), so a token left on a shared computer cannot be used to guess
   * it; on the pupil's own device (`device`, its cookie) a guesser elsewhere does not block it.
   */
  async function requireCurrentPassword(user: UserRow, password: string, device: string | null) {
    const guess = await limits.beginGuess(user.email, { address: null, device });
    if (!(await verifyPassword(user.passwordHash, password))) {
      await guess.failed();
      throw authErrors.currentPasswordMismatch();
    }
    await guess.succeeded();
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
    devices: options.devices,
    jwks: () => keys.jwks(),

    /** Sign-up auto-confirms (no e-mail here) and signs the new pupil in. */
    /**
     * `withClassCode`: the sign-up brings a valid class code (checked by the caller), so a
     * teacher invited the class and it does not count against the address's sign-up budget.
     */
    async signUp(
      ip: string,
      input: { email: string; password: string; data?: UserMetadata },
      { withClassCode = false } = {},
    ) {
      if (!options.allowSignup) throw authErrors.signupDisabled();
      if (!withClassCode) await limits.signUp(ip);
      return createUser(input).then(startSession);
    },

    createUser,

    /**
     * Password grant. Unknown e-mail and wrong password get the same answer after the same work;
     * a source with too many failures is refused for the rest of the window, even with the
     * right password, so guessing cannot go on (sign-in-limits.ts).
     */
    async signInWithPassword(source: SignInSource, input: { email: string; password: string }) {
      // An address, or a username without '@' (an account a teacher made).
      const account = signInName(input.email);
      const guess = await limits.beginGuess(account, source);
      const user = await findUserByEmail(account);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnVerifyTime(input.password);
      if (!user || !ok) {
        await guess.failed();
        throw authErrors.invalidCredentials();
      }
      await guess.succeeded();
      return startSession(user);
    },

    /**
     * Refresh grant: rotate on every use. A replayed, rotated token gets the active token back
     * under GoTrue's rule (activeDescendant); any other replay ends the whole session.
     */
    async refresh(ip: string, refreshToken: string): Promise<GotrueSession> {
      await limits.refresh(ip);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        // Both rows stay locked to the end: concurrent refreshes of one session take turns, so
        // the second sees the first one's rotation.
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
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
        const token = row.revokedAt
          ? await activeDescendant(tx, row, refreshToken, session.refreshedAt, at)
          : await rotate(tx, row, refreshToken, at);
        if (!token) {
          await tx.delete(authSessions).where(eq(authSessions.id, session.id));
          liveSessions?.delete(session.id);
          return { error: authErrors.refreshReused() };
        }
        await tx.update(authSessions).set({ refreshedAt: at }).where(eq(authSessions.id, session.id));
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

    /**
     * Updates metadata, e-mail or password. A new e-mail or password needs the current password
     * (there is no e-mail here for GoTrue's reauthentication nonce: docs/decisions/023); a new
     * password ends the pupil's other sessions.
     */
    async updateUser(
      ip: string,
      userId: string,
      sessionId: string,
      input: UserUpdate,
      /** The device id the browser's cookie proves for this account (the routes read it). */
      device: string | null = null,
    ) {
      await limits.userUpdate(ip);
      const [current] = await db.select().from(users).where(eq(users.id, userId));
      if (!current) throw authErrors.sessionNotFound();
      const set: Partial<typeof users.$inferInsert> = { updatedAt: now() };
      if (input.data) {
        const merged = mergeUserMetadata(current.userMetadata, input.data);
        if (!metadataAllowed(merged, current.userMetadata)) throw authErrors.metadataTooLarge();
        set.userMetadata = merged;
      }
      const newEmail = input.email?.trim().toLowerCase();
      const changesEmail = newEmail !== undefined && newEmail !== current.email;
      if (changesEmail && !input.currentPassword) throw authErrors.emailCurrentPasswordRequired();
      if (input.password !== undefined && !input.currentPassword) throw authErrors.currentPasswordRequired();
      if (changesEmail || input.password !== undefined) {
        await requireCurrentPassword(current, input.currentPassword ?? "", device);
      }
      if (changesEmail) {
        if (await findUserByEmail(newEmail)) throw authErrors.emailExists();
        set.email = newEmail;
      }
      if (input.password !== undefined) {
        requireAllowedPassword(input.password);
        set.passwordHash = await hashPassword(input.password);
      }
      const [row] = await db
        .update(users)
        .set(set)
        .where(eq(users.id, userId))
        .returning()
        .catch((error: unknown) => {
          // Another account took the address between the check above and this write.
          if (set.email && isUniqueViolation(error)) throw authErrors.emailExists();
          throw error;
        });
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

/** PostgreSQL's unique_violation, from node-postgres or PGlite (drizzle may wrap it as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? e.code : undefined);
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}
