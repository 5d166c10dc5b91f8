import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { CloseIcon } from "#client/components/ui/icons.tsx";
import { Modal } from "#client/components/ui/modal.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import type { SessionFilesUploadResponse, UploadAnalysisResult } from "#shared/contracts/files.ts";
import { SESSION_MAX_BYTES, SESSION_MAX_FILES } from "#shared/domain/file-limits.ts";
import { uploadErrorMessage, useUploadSessionFiles } from "../api/upload-session-files.ts";
import { sessionFullMessage, sessionLimitMessage } from "../lib/limit-messages.ts";
import { AnalysisResultList } from "./analysis-result-list.tsx";
import { FileDropzone } from "./file-dropzone.tsx";

export type SessionFilesDialogProps = {
  sessionId: string;
  /** Files this session has already (the server's sessionFileCount). */
  uploadedCount: number;
  onUploaded: (response: SessionFilesUploadResponse) => void;
  onClose: () => void;
};

/**
 * Sharing files during a session (docs/product.md §5.1 and §5.3): at most 3 per session, 10 MB each.
 * After the upload the dialog stays open with what was found in each file, so a file that
 * could not be analysed is seen ('Fehler: …'); the others go to the tutor meanwhile.
 */
export function SessionFilesDialog({
  sessionId,
  uploadedCount,
  onUploaded,
  onClose,
}: SessionFilesDialogProps) {
  const titleId = useId();
  const countId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [results, setResults] = useState<UploadAnalysisResult[]>([]);
  const upload = useUploadSessionFiles();
  const remaining = Math.max(0, SESSION_MAX_FILES - uploadedCount);
  const busy = upload.isPending;

  const submit = async () => {
    if (files.length === 0 || busy) return;
    setResults([]);
    try {
      const response = await upload.mutateAsync({ sessionId, files });
      setFiles([]);
      setResults(response.uploadedFiles.map((file) => file.analysisResult));
      onUploaded(response);
    } catch {
      // Shown from upload.error below; the chosen files stay for another try.
    }
  };

  // Not while uploading: the answer must still reach the chat, and the pupil should see it.
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal labelledBy={titleId} describedBy={countId} onEscape={close}>
      <div className="flex min-h-17 items-center justify-between gap-3 border-b border-slate-200 px-5 py-3 dark:border-slate-700">
        <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          Dateien hochladen
        </h2>
        <button
          type="button"
          onClick={close}
          disabled={busy}
          aria-label="Schliessen"
          className="grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-orange-600 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-orange-300"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      {/* Live regions stay in the page (announced more reliably than new ones); only the parts
          with something to say take space. */}
      <div className="flex-1 px-5 py-5 [&>*:not(:empty):not(:first-child)]:mt-4">
        <p id={countId} className="text-slate-700 dark:text-slate-200">
          Bereits hochgeladen: {uploadedCount} von {SESSION_MAX_FILES} Dateien
        </p>
        {remaining === 0 ? (
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/50 dark:text-amber-100">
            {sessionFullMessage(uploadedCount)}
          </p>
        ) : (
          <FileDropzone
            files={files}
            onFilesChange={(next) => {
              setFiles(next);
              upload.reset();
            }}
            maxFiles={remaining}
            maxSize={SESSION_MAX_BYTES}
            limitMessage={(attempted) => sessionLimitMessage(uploadedCount, attempted)}
            label="Dateien für deinen Tutor"
            hint={`JPG, PNG, PDF, TXT oder DOCX, bis 10 MB pro Datei. Noch ${remaining} ${
              remaining === 1 ? "Datei" : "Dateien"
            } möglich.`}
            disabled={busy}
          />
        )}
        <ErrorAlert message={upload.error ? uploadErrorMessage(upload.error) : null} />
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          {busy && <Spinner className="size-5 text-orange-700 dark:text-orange-300" />}
          {busy
            ? "Deine Dateien werden hochgeladen und ausgewertet …"
            : results.length > 0
              ? "Hochgeladen. Dein Tutor schaut sich deine Dateien jetzt an."
              : ""}
        </p>
        <AnalysisResultList results={results} title="Ausgewertete Dateien" />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
        <Button variant="secondary" onClick={close} disabled={busy}>
          {results.length > 0 ? "Fertig" : "Abbrechen"}
        </Button>
        {remaining > 0 && (
          <Button onClick={() => void submit()} disabled={files.length === 0 || busy}>
            {busy ? "Wird hochgeladen …" : "Hochladen"}
          </Button>
        )}
      </div>
    </Modal>
  );
}
