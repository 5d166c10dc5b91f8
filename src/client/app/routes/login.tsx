import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { ThemeToggle } from "#client/components/layout/theme-toggle.tsx";
import { FullPageLoader } from "#client/components/ui/full-page-loader.tsx";
import { Logo } from "#client/components/ui/logo.tsx";
import { Mascot } from "#client/components/ui/mascot.tsx";
import { LoginForm } from "#client/features/auth/components/login-form.tsx";
import { SignupForm } from "#client/features/auth/components/signup-form.tsx";
import { useAuth } from "#client/features/auth/hooks/use-auth.ts";
import { clearLoginNotice, peekLoginNotice } from "#client/features/auth/lib/login-notice.ts";
import { useAppConfig } from "#client/lib/app-config.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";

type Mode = "login" | "signup";

const COPY: Record<Mode, { title: string; intro: string; switchPrompt: string; switchLabel: string }> = {
  login: {
    title: "Bei Lernfunke anmelden",
    intro: "Schön, dass du da bist! Melde dich an und lerne weiter, wo du aufgehört hast.",
    switchPrompt: "Noch kein Konto?",
    switchLabel: "Konto erstellen",
  },
  signup: {
    title: "Neues Konto",
    intro: "Erstelle dein Konto – danach kann es gleich losgehen.",
    switchPrompt: "Du hast schon ein Konto?",
    switchLabel: "Zur Anmeldung",
  },
};

/** /login: a signed-in pupil is sent to / (docs/product.md §2.2). */
export default function LoginRoute() {
  const { loading, user } = useAuth();
  const { allowSignup } = useAppConfig();
  const [mode, setMode] = useState<Mode>("login");
  const copy = COPY[allowSignup ? mode : "login"];
  usePageTitle(copy.title);
  // Shown once, e.g. after the account was deleted (src/client/features/profile).
  const [notice] = useState(peekLoginNotice);
  useEffect(() => clearLoginNotice(), []);

  if (loading) return <FullPageLoader label="Anmeldung wird geprüft …" />;
  if (user) return <Navigate to="/" replace />;

  return (
    <main className="relative flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="absolute top-3 right-3">
        <ThemeToggle variant="icon" />
      </div>
      <div className="w-full max-w-md">
        <div className="flex flex-col items-center">
          <Logo size="lg" />
          <Mascot className="mt-4 size-28" label="Funki, der Lernfunke, lächelt dir zu" />
        </div>
        <section
          aria-labelledby="auth-title"
          className="mt-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-700"
        >
          <h1
            id="auth-title"
            className="text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white"
          >
            {copy.title}
          </h1>
          <p className="mt-1 mb-6 text-slate-600 dark:text-slate-300">{copy.intro}</p>
          <div role="status">
            {notice && (
              <p className="mb-6 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950/60 dark:text-emerald-100">
                {notice}
              </p>
            )}
          </div>
          {mode === "signup" && allowSignup ? <SignupForm /> : <LoginForm />}
          {allowSignup && (
            <p className="mt-6 text-center text-slate-700 dark:text-slate-200">
              {copy.switchPrompt}{" "}
              <button
                type="button"
                onClick={() => setMode(mode === "login" ? "signup" : "login")}
                className="rounded font-semibold text-orange-800 underline underline-offset-4 hover:text-orange-900 focus-visible:outline-3 focus-visible:outline-orange-600 dark:text-orange-300 dark:hover:text-orange-200"
              >
                {copy.switchLabel}
              </button>
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
