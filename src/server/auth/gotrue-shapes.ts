import type { users } from "#server/db/schema/auth.ts";

// The JSON shapes supabase-js expects from GoTrue (@supabase/auth-js: its User and Session types).
type UserRow = typeof users.$inferSelect;

export const APP_METADATA = { provider: "email", providers: ["email"] };

/**
 * GoTrue's app_metadata (set by the server, never by the user) with the account's role: the
 * client sends a teacher to the class overview (docs/decisions/053-classes-and-teachers.md).
 */
export const appMetadata = (row: Pick<UserRow, "role">) => ({ ...APP_METADATA, role: row.role });

export function toGotrueUser(row: UserRow) {
  const created = row.createdAt.toISOString();
  const lastSignIn = row.lastSignInAt?.toISOString();
  return {
    id: row.id,
    aud: "authenticated",
    role: "authenticated",
    email: row.email,
    email_confirmed_at: created,
    confirmed_at: created,
    phone: "",
    last_sign_in_at: lastSignIn,
    app_metadata: appMetadata(row),
    user_metadata: row.userMetadata,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: true, sub: row.id },
        provider: "email",
        last_sign_in_at: lastSignIn,
        created_at: created,
        updated_at: row.updatedAt.toISOString(),
        email: row.email,
      },
    ],
    created_at: created,
    updated_at: row.updatedAt.toISOString(),
    is_anonymous: false,
  };
}
export type GotrueUser = ReturnType<typeof toGotrueUser>;

export type GotrueSession = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GotrueUser;
};
