/**
 * GET /config.json: what the browser needs at run time, so one build serves any deployment.
 * supabaseUrl null means "this server's own origin" (the embedded auth at /auth/v1).
 */
export type AppConfig = {
  supabaseUrl: string | null;
  supabaseAnonKey: string;
  authMode: "embedded" | "supabase";
  allowSignup: boolean;
};
