import { z } from "zod";

/**
 * GET /config.json: what the browser needs at run time, so one build serves any deployment.
 * supabaseUrl null means "this server's own origin" (the embedded auth at /auth/v1). The
 * browser reads it with this schema (decision 027): only the anon key is required; a missing
 * or odd value elsewhere falls back to the embedded sign-in without self-registration.
 */
export const appConfigSchema = z.object(
  {
    supabaseUrl: z.string().nullable().catch(null),
    supabaseAnonKey: z.string({ error: "config.json: supabaseAnonKey fehlt" }),
    authMode: z.enum(["embedded", "supabase"]).catch("embedded"),
    allowSignup: z.boolean().catch(false),
  },
  { error: "config.json ist kein JSON-Objekt" },
);
export type AppConfig = z.infer<typeof appConfigSchema>;
