import { Button } from "#client/components/ui/button.tsx";
import { Logo } from "#client/components/ui/logo.tsx";

/** Shown when /config.json cannot be read: without it the app cannot reach the sign-in service. */
export function BootError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo size="lg" />
      <div role="alert" className="max-w-md space-y-2">
        <h1 className="text-2xl font-extrabold text-slate-900 dark:text-white">
          Lernfunke konnte nicht starten
        </h1>
        <p className="text-slate-700 dark:text-slate-200">
          Der Server ist gerade nicht erreichbar. Bitte versuche es in einem Moment noch einmal.
        </p>
      </div>
      <Button onClick={() => window.location.reload()}>Neu laden</Button>
    </main>
  );
}
