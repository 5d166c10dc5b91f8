import { z } from "zod/mini";
import { isUsername, usernameOf } from "../domain/usernames.ts";

// Bodies of the /api/auth/* routes (docs/product.md §4.2). Password rules: see docs/decisions/003.
// zod/mini, not zod: the sign-in and sign-up forms use these schemas, and /login's first download
// must stay small (issue 21, decision 056); mini's functions build the same schemas as zod's methods.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const email = z
  .pipe(
    z
      .string({ error: "Bitte gib deine E-Mail-Adresse ein." })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, "Die E-Mail-Adresse ist zu lang.")),
    z.email("Bitte gib eine gültige E-Mail-Adresse ein."),
  )
  // Synthetic addresses are for teachers' class lists only (docs/decisions/053-classes-and-teachers.md).
  .check(z.refine((value) => usernameOf(value) === null, "Bitte gib eine gültige E-Mail-Adresse ein."));

/** An e-mail address, or the username of an account a teacher made (mia.k.5b). */
const SIGN_IN_NAME_MISSING = "Bitte gib deine E-Mail-Adresse oder deinen Benutzernamen ein.";
const signInName = z.string({ error: SIGN_IN_NAME_MISSING }).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, SIGN_IN_NAME_MISSING),
  z.maxLength(254, "Die E-Mail-Adresse ist zu lang."),
  z.refine(
    (value) => (value.includes("@") ? z.safeParse(z.email(), value).success : isUsername(value)),
    "Bitte gib eine gültige E-Mail-Adresse oder deinen Benutzernamen ein.",
  ),
);

export const loginSchema = z.object({
  /** An address or a username; the server maps a username to its address (signInName). */
  email: signInName,
  password: z
    .string({ error: "Bitte gib dein Passwort ein." })
    .check(z.minLength(1, "Bitte gib dein Passwort ein.")),
});

/** The sign-up's name before it is optional: the form requires it (signup-form.tsx), the API does not. */
export const signUpName = z
  .string()
  .check(z.trim(), z.maxLength(80, "Der Name darf höchstens 80 Zeichen lang sein."));

export const registerSchema = z.object({
  email,
  password: z.string({ error: "Bitte gib ein Passwort ein." }),
  name: z.optional(signUpName),
});

export const refreshSchema = z.object({
  refreshToken: z.string({ error: "refreshToken fehlt." }).check(z.minLength(1, "refreshToken fehlt.")),
});

export const profileUpdateSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
  password: z.optional(z.string()),
  currentPassword: z.optional(z.string()),
});
