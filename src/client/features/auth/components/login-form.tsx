import { loginSchema } from "#shared/contracts/auth.ts";
import { useAuth } from "../hooks/use-auth.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";
import { AuthForm, PasswordField, SignInNameField } from "./auth-form.tsx";

/**
 * Sign-in with an e-mail address or a class list's username, and the password (docs/product.md
 * §2.2, issue 20). Redirecting away is the route's job.
 */
export function LoginForm() {
  const { signIn } = useAuth();
  const form = useValidatedForm(loginSchema, ["email", "password"], ({ email, password }) =>
    signIn(email, password),
  );
  return (
    <AuthForm form={form} submitLabel="Anmelden">
      <SignInNameField autoComplete="username" error={form.errors.email} />
      <PasswordField autoComplete="current-password" error={form.errors.password} />
    </AuthForm>
  );
}
