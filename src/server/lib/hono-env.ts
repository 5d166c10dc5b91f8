/** The signed-in pupil, as taken from a verified access token. */
export type AuthUser = {
  id: string;
  email: string | null;
  sessionId: string | null;
  userMetadata: Record<string, unknown>;
  /** From the token's app_metadata.role (set by our own issuer); anything else is a pupil. */
  role: "pupil" | "teacher";
};

export type AppEnv = { Variables: { user: AuthUser } };
