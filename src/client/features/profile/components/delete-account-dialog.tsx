import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Modal } from "#client/components/ui/modal.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { deleteAccountSchema } from "#shared/contracts/account.ts";
import { deleteAccount } from "../api/delete-account.ts";

export const DELETE_ACCOUNT_WHAT =
  "Dein Konto wird mit allem gelöscht, was Lernfunke über dich gespeichert hat: dein Profil und deine Quiz-Antworten, alle Sessions und Gespräche, der Text deiner Dateien, deine Pläne, Auswertungen und Kompetenzen und deine Gespräche im Sprachmodus.";
export const DELETE_ACCOUNT_FINAL =
  "Das kann man nicht rückgängig machen. Wenn du deine Daten behalten möchtest, lade sie vorher herunter.";

type DeleteAccountDialogProps = {
  onClose: () => void;
  /** After the server answered 204: the account is gone; the caller signs out. */
  onDeleted: () => Promise<void> | void;
};

/**
 * «Konto löschen» (issue 18): says plainly what goes and that it cannot be undone, asks for the
 * current password and calls DELETE /api/account. A wrong or missing password comes back as the
 * server's German message (403, 400) and is shown at the field.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = deleteAccountSchema.safeParse({ password });
    if (!input.success) {
      setFieldError(input.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      await deleteAccount(input.data);
    } catch (cause) {
      setBusy(false);
      setError(cause instanceof Error ? cause.message : String(cause));
      return;
    }
    await onDeleted();
  };

  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={close}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-1 flex-col" noValidate>
        <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
            Konto wirklich löschen?
          </h2>
        </div>
        <div className="flex-1 space-y-4 px-5 py-5">
          <div id={textId} className="space-y-2 text-slate-700 dark:text-slate-200">
            <p>{DELETE_ACCOUNT_WHAT}</p>
            <p className="font-semibold text-red-800 dark:text-red-200">{DELETE_ACCOUNT_FINAL}</p>
          </div>
          <TextField
            label="Dein Passwort"
            hint="Damit niemand anderes dein Konto löschen kann."
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
            disabled={busy}
          />
          <ErrorAlert message={error} />
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Abbrechen
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? "Wird gelöscht …" : "Konto endgültig löschen"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
