import { useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { downloadExport, saveFile } from "../api/download-export.ts";
import { progressText } from "../lib/export-download.ts";

export const EXPORT_FAILED = "Der Download hat nicht geklappt";
export const EXPORT_DONE = "Fertig! Deine Daten sind heruntergeladen.";

type Progress = { state: "idle" } | { state: "loading"; bytes: number } | { state: "done" };

/**
 * «Meine Daten herunterladen» (issue 18): GET /api/account/export with the pupil's token, the
 * bytes received shown as they arrive, then the zip saved under the server's file name.
 */
export function ExportButton() {
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const [error, setError] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const start = async () => {
    if (progress.state === "loading") return;
    const controller = new AbortController();
    aborter.current = controller;
    setError(null);
    setProgress({ state: "loading", bytes: 0 });
    try {
      const file = await downloadExport(
        (bytes) => setProgress({ state: "loading", bytes }),
        controller.signal,
      );
      saveFile(file);
      setProgress({ state: "done" });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setProgress({ state: "idle" });
      setError(`${EXPORT_FAILED}: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  };

  const loading = progress.state === "loading";
  return (
    <div className="mt-4">
      <Button variant="secondary" onClick={() => void start()} disabled={loading} aria-busy={loading}>
        {loading && <Spinner className="size-5" />}
        Meine Daten herunterladen
      </Button>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-700 tabular-nums dark:text-slate-200">
        {progress.state === "loading" && progressText(progress.bytes)}
        {progress.state === "done" && EXPORT_DONE}
      </p>
      <ErrorAlert message={error} />
    </div>
  );
}
