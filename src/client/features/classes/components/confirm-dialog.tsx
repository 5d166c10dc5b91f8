import { type ReactNode, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Modal } from "#client/components/ui/modal.tsx";

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Throws an Error with a German message to keep the dialog open and show it. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** A question before something that cannot be undone, with the server's message if it fails. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
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
            {title}
          </h2>
        </div>
        <div className="flex-1 space-y-3 px-5 py-5 text-slate-700 dark:text-slate-200">
          <div id={textId} className="space-y-2">
            {children}
          </div>
          <ErrorAlert message={error} />
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Abbrechen
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
