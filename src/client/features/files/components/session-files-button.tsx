import { useState } from "react";
import { PaperclipIcon } from "#client/components/ui/icons.tsx";
import { SESSION_MAX_FILES } from "#shared/domain/file-limits.ts";
import { SessionFilesDialog, type SessionFilesDialogProps } from "./session-files-dialog.tsx";

type SessionFilesButtonProps = Omit<SessionFilesDialogProps, "onClose"> & { disabled?: boolean };

/**
 * 'Dateien' beside the message field: opens the upload dialog and shows how many of the 3 files
 * the session has. It stays usable at 3, so the dialog can say why nothing more fits.
 */
export function SessionFilesButton({ disabled = false, ...dialog }: SessionFilesButtonProps) {
  const [open, setOpen] = useState(false);
  const count = dialog.uploadedCount;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        disabled={disabled}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl px-2.5 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-orange-300"
      >
        <PaperclipIcon />
        <span className="sr-only sm:not-sr-only">Dateien</span>
        {count > 0 && (
          <span className="rounded-full bg-orange-100 px-1.5 text-xs font-bold text-orange-900 tabular-nums dark:bg-orange-400/20 dark:text-orange-100">
            {count}/{SESSION_MAX_FILES}
            <span className="sr-only"> hochgeladen</span>
          </span>
        )}
      </button>
      {open && <SessionFilesDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
