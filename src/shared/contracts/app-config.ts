import { z } from "zod/mini";

/**
 * GET /config.json: what the browser needs at run time, so one build serves any deployment.
 * supabaseUrl null means "this server's own origin" (the embedded auth at /auth/v1). The
 * browser reads it with this schema (decision 027): only the anon key is required; a missing
 * or odd value elsewhere falls back to the embedded sign-in without self-registration.
 * zod/mini, not zod: the browser reads it before /login can show (issue 21, decision 056).
 */
export const appConfigSchema = z.object(
  {
    supabaseUrl: z.catch(z.nullable(z.string()), null),
    supabaseAnonKey: z.string({ error: "config.json: supabaseAnonKey fehlt" }),
    authMode: z.catch(z.enum(["embedded", "supabase"]), "embedded"),
    allowSignup: z.catch(z.boolean(), false),
  },
  { error: "config.json ist kein JSON-Objekt" },
);
export type AppConfig = z.infer<typeof appConfigSchema>;
