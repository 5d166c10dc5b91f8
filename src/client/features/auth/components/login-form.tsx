import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { loginSchema } from "#shared/contracts/auth.ts";
import { useAuth } from "../hooks/use-auth.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";

/** E-mail + password sign-in (docs/product.md §2.2). Redirecting away is the route's job. */
export function LoginForm() {
  const { signIn } = useAuth();
  const { errors, serviceError, pending, handleSubmit } = useValidatedForm(
    loginSchema,
    ["email", "password"],
    ({ email, password }) => signIn(email, password),
  );

  // noValidate: our own German messages instead of the browser's bubbles; `required` stays for
  // screen readers.
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-busy={pending}>
      <TextField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.email}
      />
      <TextField
        label="Passwort"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <ErrorAlert message={serviceError} />
      <Button type="submit" className="w-full" disabled={pending}>
        Anmelden
      </Button>
    </form>
  );
}
