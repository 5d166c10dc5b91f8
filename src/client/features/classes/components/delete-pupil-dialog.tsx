import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Modal } from "#client/components/ui/modal.tsx";

export const DELETE_PUPIL_WHAT =
  "Das Konto wird mit allem gelöscht, was dazugehört: Sessions und Gespräche, Dateien, Auswertungen, Kompetenzen und Lernprofil. Das kann man nicht rückgängig machen.";

type DeletePupilDialogProps = {
  name: string;
  username: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** «Konto löschen» for an account the teacher made: says that everything goes, then asks once more. */
export function DeletePupilDialog({ name, username, onConfirm, onClose }: DeletePupilDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (cause) {
      setBusy(false);
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={close}>
      <div className="flex flex-1 flex-col">
        <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
            Konto von {name} löschen?
          </h2>
        </div>
        <div id={textId} className="flex-1 space-y-2 px-5 py-5 text-slate-700 dark:text-slate-200">
          {username && <p>Benutzername: {username}</p>}
          <p className="font-semibold text-red-800 dark:text-red-200">{DELETE_PUPIL_WHAT}</p>
          <ErrorAlert message={error} />
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Abbrechen
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? "Wird gelöscht …" : "Konto endgültig löschen"}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
