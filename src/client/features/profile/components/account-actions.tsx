import { Button } from "#client/components/ui/button.tsx";
import { LogoutIcon } from "#client/components/ui/icons.tsx";

type AccountActionsProps = { onSignOut: () => void };

export function AccountActions({ onSignOut }: AccountActionsProps) {
  return (
    <section
      aria-labelledby="account-actions-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2 id="account-actions-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Aktionen
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        Melde dich ab, wenn du fertig bist – besonders an einem Computer, den auch andere benutzen.
      </p>
      <Button variant="danger" className="mt-4" onClick={onSignOut}>
        <LogoutIcon className="size-5" />
        Abmelden
      </Button>
    </section>
  );
}
