import { Worker } from "node:worker_threads";
import { FileRejected } from "./file-rejected.ts";
import type { PdfLimits, PdfWorkerInput, PdfWorkerReady, PdfWorkerReply } from "./pdf-protocol.ts";

// One PDF read in a fresh worker thread (pdf-worker.ts), inside the PDF process (pdf-process.ts),
// with three caps: pages (the first `maxPages`, said so in the text), memory (the worker's heap;
// V8 ends it when exceeded) and time (the worker is terminated). The time counts from pdf.js
// being loaded in the worker: starting the thread is the server's cost, not the file's, and on
// busy cores it alone can take longer than a PDF may (it has its own cap). A fresh worker per
// file: nothing one PDF leaves behind can affect the next, and ending it frees everything it held.
export type PdfText = Extract<PdfWorkerReply, { ok: true }>;

/**
 * The text, or FileRejected (German, for the pupil) when the PDF breaks a cap or cannot be read.
 * `onExit` is told the worker's exit code (1 when it was terminated).
 */
export function readPdfInThread(
  bytes: Uint8Array,
  limits: PdfLimits & { startMs: number },
  onExit: (code: number) => void = () => undefined,
): Promise<PdfText> {
  const input: PdfWorkerInput = { bytes, maxPages: limits.maxPages, maxChars: limits.maxChars };
  const worker = new Worker(new URL("./pdf-worker.ts", import.meta.url), {
    workerData: input,
    transferList: [bytes.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  return new Promise<PdfText>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    let timer = setTimeout(
      () => settle(() => reject(new Error(`pdf worker not ready after ${limits.startMs} ms`))),
      limits.startMs,
    );
    worker.on("message", (message: PdfWorkerReady | PdfWorkerReply) => {
      if (settled) return;
      if ("ready" in message) {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            settle(() =>
              reject(
                new FileRejected(
                  `Das PDF ist zu aufwendig: Es liess sich nicht innert ${seconds(limits.timeoutMs)} lesen.`,
                ),
              ),
            ),
          limits.timeoutMs,
        );
        return;
      }
      settle(() => (message.ok ? resolve(message) : reject(refused(message.reason))));
    });
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new FileRejected("Das PDF ist zu aufwendig: Es braucht zum Lesen zu viel Speicher.")
            : error,
        ),
      ),
    );
    worker.once("exit", (code) => {
      onExit(code);
      settle(() => reject(new Error(`pdf worker exited with code ${code}`)));
    });
  });
}

function refused(reason: "password" | "invalid") {
  return new FileRejected(
    reason === "password"
      ? "Das PDF ist mit einem Passwort geschützt und lässt sich darum nicht lesen."
      : "Das PDF ist beschädigt und lässt sich nicht lesen.",
  );
}

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("de-CH")} Sekunden`;
