import { type AnyPgColumn, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, ownedBy, uuidId } from "./columns.ts";

// The embedded auth's tables (docs/decisions/003-embedded-auth.md). Refresh tokens are stored
// only as SHA-256 hashes; a session is one sign-in and the family of its refresh tokens.
// A teacher-made account has no e-mail: it signs in with its username, stored as a synthetic
// address in `email` (src/shared/domain/usernames.ts, docs/decisions/053-classes-and-teachers.md).
export const users = pgTable("users", {
  id: uuidId(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  userMetadata: jsonb("user_metadata").$type<Record<string, unknown>>().notNull().default({}),
  /** 'pupil' or 'teacher'; only the operator makes teachers (npm run user:create -- --role teacher). */
  role: text("role").$type<"pupil" | "teacher">().notNull().default("pupil"),
  /** The teacher who made this account from a class list; they may reset or delete it. */
  createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  /** The sign-in name of an account without e-mail (mia.k.5b), or null. */
  username: text("username").unique(),
  createdAt: createdAt(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
  lastSignInAt: instant("last_sign_in_at"),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuidId(),
    userId: ownedBy("user_id", () => users.id),
    createdAt: createdAt(),
    refreshedAt: instant("refreshed_at").notNull().defaultNow(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuidId(),
    tokenHash: text("token_hash").notNull().unique(),
    sessionId: ownedBy("session_id", () => authSessions.id),
    parentId: uuid("parent_id"),
    /** Set on rotation: the child token, sealed under this token (src/server/auth/refresh-tokens.ts). */
    childSealed: text("child_sealed"),
    revokedAt: instant("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/** ES256 signing keys; the newest signs, all are published in the JWKS. */
export const signingKeys = pgTable("signing_keys", {
  kid: text("kid").primaryKey(),
  privateJwk: jsonb("private_jwk").$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
