import { type ComponentProps, type ReactNode, useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import type { useValidatedForm } from "../hooks/use-validated-form.ts";
import { waitMessage } from "../lib/wait-message.ts";

type AuthFormProps = {
  form: Pick<ReturnType<typeof useValidatedForm>, "handleSubmit" | "pending" | "serviceError" | "wait">;
  submitLabel: string;
  children: ReactNode;
};

type Wait = NonNullable<AuthFormProps["form"]["wait"]>;

/**
 * The frame of both auth forms: the fields, the service's message, then the submit button.
 * While a request is under way or the service makes the pupil wait, the button is aria-disabled
 * rather than disabled (the form ignores submits then): it keeps the focus it had when it was
 * pressed, and a screen reader reads the time left with it.
 */
export function AuthForm({ form, submitLabel, children }: AuthFormProps) {
  const waitId = useId();
  const { wait } = form;
  // noValidate: our own German messages instead of the browser's bubbles; `required` stays for
  // screen readers.
  return (
    <form noValidate onSubmit={form.handleSubmit} className="space-y-5" aria-busy={form.pending}>
      {children}
      <ErrorAlert message={wait ? <WaitText id={waitId} wait={wait} /> : form.serviceError} />
      <Button
        type="submit"
        className="w-full"
        aria-disabled={form.pending || wait ? true : undefined}
        aria-describedby={wait ? waitId : undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The countdown is seen but not announced: the alert region would read every second aloud. It
 * announces the wait once, as it was when the refusal came; the button's description (`id`) is
 * the countdown, for whoever asks again.
 */
function WaitText({ id, wait }: { id: string; wait: Wait }) {
  return (
    <>
      <span id={id} aria-hidden="true">
        {waitMessage(wait.secondsLeft)}
      </span>
      <span className="sr-only">{waitMessage(wait.firstSeconds)}</span>
    </>
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
