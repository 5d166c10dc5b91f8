/** The signed-in pupil, as taken from a verified access token. */
export type AuthUser = {
  id: string;
  email: string | null;
  sessionId: string | null;
  userMetadata: Record<string, unknown>;
};

export type AppEnv = { Variables: { user: AuthUser } };
