import { loginSchema } from "#shared/contracts/auth.ts";
import { useAuth } from "../hooks/use-auth.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";
import { AuthForm, EmailField, PasswordField } from "./auth-form.tsx";

/** E-mail + password sign-in (docs/product.md §2.2). Redirecting away is the route's job. */
export function LoginForm() {
  const { signIn } = useAuth();
  const form = useValidatedForm(loginSchema, ["email", "password"], ({ email, password }) =>
    signIn(email, password),
  );
  return (
    <AuthForm form={form} submitLabel="Anmelden">
      <EmailField autoComplete="username" error={form.errors.email} />
      <PasswordField autoComplete="current-password" error={form.errors.password} />
    </AuthForm>
  );
}
