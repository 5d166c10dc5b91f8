import { z } from "zod";
import { isUsername, usernameOf } from "../domain/usernames.ts";

// Bodies of the /api/auth/* routes (docs/product.md §4.2). Password rules: see docs/decisions/003.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const email = z
  .string({ error: "Bitte gib deine E-Mail-Adresse ein." })
  .trim()
  .toLowerCase()
  .max(254, "Die E-Mail-Adresse ist zu lang.")
  .pipe(z.email("Bitte gib eine gültige E-Mail-Adresse ein."))
  // Synthetic addresses are for teachers' class lists only (docs/decisions/053-classes-and-teachers.md).
  .refine((value) => usernameOf(value) === null, "Bitte gib eine gültige E-Mail-Adresse ein.");

/** An e-mail address, or the username of an account a teacher made (mia.k.5b). */
const SIGN_IN_NAME_MISSING = "Bitte gib deine E-Mail-Adresse oder deinen Benutzernamen ein.";
const signInName = z
  .string({ error: SIGN_IN_NAME_MISSING })
  .trim()
  .toLowerCase()
  .min(1, SIGN_IN_NAME_MISSING)
  .max(254, "Die E-Mail-Adresse ist zu lang.")
  .refine(
    (value) => (value.includes("@") ? z.email().safeParse(value).success : isUsername(value)),
    "Bitte gib eine gültige E-Mail-Adresse oder deinen Benutzernamen ein.",
  );

export const loginSchema = z.object({
  /** An address or a username; the server maps a username to its address (signInName). */
  email: signInName,
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
