import type { ComponentProps, ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import type { useValidatedForm } from "../hooks/use-validated-form.ts";

type AuthFormProps = {
  form: Pick<ReturnType<typeof useValidatedForm>, "handleSubmit" | "pending" | "serviceError">;
  submitLabel: string;
  children: ReactNode;
};

/** The frame of both auth forms: the fields, the service's message, then the submit button. */
export function AuthForm({ form, submitLabel, children }: AuthFormProps) {
  // noValidate: our own German messages instead of the browser's bubbles; `required` stays for
  // screen readers.
  return (
    <form noValidate onSubmit={form.handleSubmit} className="space-y-5" aria-busy={form.pending}>
      {children}
      <ErrorAlert message={form.serviceError} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "name" | "type" | "required">;

/** The e-mail field; signing in offers the saved address (autoComplete "username"), signing up a new one. */
export function EmailField(props: FieldProps) {
  return <TextField label="E-Mail-Adresse" name="email" type="email" inputMode="email" required {...props} />;
}

/**
 * The sign-in name: an e-mail address, or the username a teacher's class list gave the pupil
 * (mia.k.5b). Sent as it is: the server maps a bare username to its account (signInName in
 * src/shared/domain/usernames.ts), so the pupil never types an address.
 */
export function SignInNameField(props: FieldProps) {
  return (
    <TextField
      label="E-Mail oder Benutzername"
      name="email"
      type="text"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** The password field; signing up adds the length rules and a hint. */
export function PasswordField(props: FieldProps) {
  return <TextField label="Passwort" name="password" type="password" required {...props} />;
}
