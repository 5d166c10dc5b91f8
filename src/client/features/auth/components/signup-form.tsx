import { useState } from "react";
import { z } from "zod/mini";
import { TextField } from "#client/components/ui/text-field.tsx";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerSchema,
  signUpName,
} from "#shared/contracts/auth.ts";
import { useAuth } from "../hooks/use-auth.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";
import { AuthForm, EmailField, PasswordField } from "./auth-form.tsx";

// The server enforces the password rules (docs/decisions/003); the form checks the length first so
// a pupil learns about it before sending.
const signupSchema = z.extend(registerSchema, {
  name: signUpName.check(z.minLength(1, "Bitte gib deinen Vornamen ein.")),
  password: registerSchema.shape.password.check(
    z.minLength(
      PASSWORD_MIN_LENGTH,
      `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
    ),
    z.maxLength(PASSWORD_MAX_LENGTH, `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`),
  ),
});

/** Shown only when the server allows sign-up (config.json allowSignup). */
export function SignupForm() {
  const { signUp } = useAuth();
  const [confirmationSent, setConfirmationSent] = useState(false);
  const form = useValidatedForm(signupSchema, ["name", "email", "password"], async (values) => {
    const { needsConfirmation } = await signUp(values);
    // With a session the route redirects; only a hosted project that confirms e-mails gets here.
    setConfirmationSent(needsConfirmation);
  });

  if (confirmationSent) {
    return (
      <p
        role="status"
        className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        Fast geschafft! Wir haben dir eine E-Mail geschickt. Bestätige deine Adresse über den Link darin und
        melde dich danach an.
      </p>
    );
  }

  return (
    <AuthForm form={form} submitLabel="Konto erstellen">
      <TextField
        label="Vorname"
        name="name"
        autoComplete="given-name"
        maxLength={80}
        required
        error={form.errors.name}
      />
      <EmailField autoComplete="email" error={form.errors.email} />
      <PasswordField
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Ein langer Satz, den du dir gut merken kannst, ist ein starkes Passwort.`}
        error={form.errors.password}
      />
    </AuthForm>
  );
}
