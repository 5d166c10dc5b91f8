import { ConfirmDialog } from "./confirm-dialog.tsx";

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
  return (
    <ConfirmDialog
      title={`Konto von ${name} löschen?`}
      confirmLabel="Konto endgültig löschen"
      busyLabel="Wird gelöscht …"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {username && <p>Benutzername: {username}</p>}
      <p className="font-semibold text-red-800 dark:text-red-200">{DELETE_PUPIL_WHAT}</p>
    </ConfirmDialog>
  );
}
