import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { DefinitionList } from "#client/components/ui/definition-list.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { TrashIcon } from "#client/components/ui/icons.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useAccountInfo } from "../api/get-account.ts";
import { countRows, inactiveNotice, retentionLines, STAYS_HERE, STORED_ITEMS } from "../lib/my-data-text.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";
import { ExportButton } from "./export-button.tsx";

const HEADING = "text-base font-bold text-slate-900 dark:text-white";

type MyDataCardProps = {
  userId: string;
  /** The account is gone on the server: sign out here and say so on /login (the route does it). */
  onAccountDeleted: () => Promise<void> | void;
};

/**
 * «Meine Daten» on /profil (issue 18): what Lernfunke stores, how much of it, for how long and
 * where it goes (GET /api/account), the export and deleting the account.
 */
export function MyDataCard({ userId, onAccountDeleted }: MyDataCardProps) {
  const account = useAccountInfo(userId);
  const [deleting, setDeleting] = useState(false);
  const info = account.data;
  const notice = info ? inactiveNotice(info.inactiveDeletionAt) : null;

  return (
    <section
      aria-labelledby="my-data-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2 id="my-data-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Meine Daten
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        Das speichert Lernfunke über dich. Du kannst alles herunterladen oder löschen.
      </p>

      {notice && (
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/50 dark:text-amber-100">
          {notice}
        </p>
      )}

      <h3 className={`mt-5 ${HEADING}`}>Was gespeichert wird</h3>
      <ul className="mt-2 space-y-2 text-slate-700 dark:text-slate-200">
        {STORED_ITEMS.map((item) => (
          <li key={item.title}>
            <strong className="font-semibold text-slate-900 dark:text-white">{item.title}:</strong>{" "}
            {item.text}
          </li>
        ))}
      </ul>

      {account.isPending && (
        <p role="status" className="mt-5 flex items-center gap-2 text-slate-700 dark:text-slate-200">
          <Spinner className="size-5" />
          Deine Daten werden gezählt …
        </p>
      )}
      <ErrorAlert
        className="mt-5"
        message={
          account.isError ? `Deine Daten konnten nicht geladen werden: ${account.error.message}` : null
        }
      />

      {info && (
        <>
          <h3 className={`mt-5 ${HEADING}`}>So viel ist gespeichert</h3>
          <DefinitionList rows={countRows(info.counts)} look="boxed" className="mt-2" />

          <h3 className={`mt-5 ${HEADING}`}>Wie lange</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
            {retentionLines(info).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>

          <h3 className={`mt-5 ${HEADING}`}>Wer deine Daten sonst bekommt</h3>
          {info.recipients.length === 0 ? (
            <p className="mt-2 text-slate-700 dark:text-slate-200">{STAYS_HERE}</p>
          ) : (
            <>
              <p className="mt-2 text-slate-700 dark:text-slate-200">
                Damit Lernfunke funktioniert, gehen diese Daten an andere Dienste:
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
                {info.recipients.map((recipient) => (
                  <li key={`${recipient.to}|${recipient.what}`}>
                    An <strong className="font-semibold">{recipient.to}</strong>: {recipient.what}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}

      <h3 className={`mt-6 ${HEADING}`}>Herunterladen</h3>
      <p className="mt-1 text-slate-700 dark:text-slate-200">
        Du bekommst eine ZIP-Datei mit allen deinen Gesprächen, dem Text deiner Dateien, deinen Plänen und
        Auswertungen.
      </p>
      <ExportButton />

      <h3 className={`mt-6 ${HEADING}`}>Konto löschen</h3>
      <p className="mt-1 text-slate-700 dark:text-slate-200">
        Dein Konto und alle deine Daten werden für immer gelöscht.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setDeleting(true)}>
        <TrashIcon className="size-5" />
        Konto löschen
      </Button>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onAccountDeleted} />}
    </section>
  );
}
