import { z } from "zod";

// Bodies of the /api/auth/* routes (docs/product.md §4.2). Password rules: see docs/decisions/003.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const email = z
  .string({ error: "Bitte gib deine E-Mail-Adresse ein." })
  .trim()
  .toLowerCase()
  .max(254, "Die E-Mail-Adresse ist zu lang.")
  .pipe(z.email("Bitte gib eine gültige E-Mail-Adresse ein."));

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Bitte gib dein Passwort ein." }).min(1, "Bitte gib dein Passwort ein."),
});

export const registerSchema = z.object({
  email,
  password: z.string({ error: "Bitte gib ein Passwort ein." }),
  name: z.string().trim().max(80, "Der Name darf höchstens 80 Zeichen lang sein.").optional(),
});

export const refreshSchema = z.object({
  refreshToken: z.string({ error: "refreshToken fehlt." }).min(1, "refreshToken fehlt."),
});

export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(80).optional(),
    password: z.string().optional(),
    currentPassword: z.string().optional(),
  })
  .strict();
