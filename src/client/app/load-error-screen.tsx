import { Button } from "#client/components/ui/button.tsx";
import { Logo } from "#client/components/ui/logo.tsx";

type LoadErrorScreenProps = { message: string; onRetry: () => void };

/** Whole-screen error when the app cannot decide what to show (the onboarding state did not load). */
export function LoadErrorScreen({ message, onRetry }: LoadErrorScreenProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo size="lg" />
      <div role="alert" className="max-w-md space-y-2">
        <h1 className="text-2xl font-extrabold text-slate-900 dark:text-white">
          Das hat leider nicht geklappt
        </h1>
        <p className="text-slate-700 dark:text-slate-200">{message}</p>
      </div>
      <Button onClick={onRetry}>Erneut versuchen</Button>
    </main>
  );
}
