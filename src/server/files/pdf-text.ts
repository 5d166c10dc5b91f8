import { Worker } from "node:worker_threads";
import { FileRejected } from "./file-rejected.ts";
import {
  MAX_TEXT_CHARS,
  PDF_MAX_CONCURRENT,
  PDF_MAX_PAGES,
  PDF_TIMEOUT_MS,
  PDF_WORKER_HEAP_MB,
  PDF_WORKER_START_MS,
} from "./limits.ts";
import type { PdfWorkerInput, PdfWorkerReady, PdfWorkerReply } from "./pdf-protocol.ts";
import { Semaphore } from "./semaphore.ts";

// A PDF's text, read off the main thread (pdf-worker.ts) with three caps: pages (the first
// PDF_MAX_PAGES, said so in the text), memory (the worker's heap; V8 ends it when exceeded) and
// time (the worker is terminated). The time counts from pdf.js being loaded in the worker:
// starting the thread is the server's cost, not the file's, and on busy cores it alone can take
// longer than a PDF may (it has its own cap). A fresh worker per file: nothing one PDF leaves
// behind can affect the next, and ending it frees everything it held.
export type PdfLimits = { maxPages: number; timeoutMs: number; heapMb: number; maxChars: number };
export type PdfText = Extract<PdfWorkerReply, { ok: true }>;

const DEFAULT_LIMITS: PdfLimits = {
  maxPages: PDF_MAX_PAGES,
  timeoutMs: PDF_TIMEOUT_MS,
  heapMb: PDF_WORKER_HEAP_MB,
  maxChars: MAX_TEXT_CHARS,
};
const workers = new Semaphore(PDF_MAX_CONCURRENT);

/** Told the worker's exit code (1 when it was terminated): how tests see that a cap ended it. */
export type PdfWorkerWatch = { onWorkerExit?: (code: number) => void };

export function extractPdfText(
  bytes: Uint8Array,
  limits: Partial<PdfLimits> = {},
  watch: PdfWorkerWatch = {},
): Promise<PdfText> {
  return workers.run(() => readInWorker(bytes, { ...DEFAULT_LIMITS, ...limits }, watch));
}

/** The note that goes under a PDF's text when not every page was read. */
export function pageNote({
  pagesRead,
  totalPages,
}: Pick<PdfText, "pagesRead" | "totalPages">): string | undefined {
  if (pagesRead >= totalPages) return undefined;
  return `[Hinweis: Gelesen wurden nur die ersten ${pagesRead} von ${totalPages} Seiten.]`;
}

function readInWorker(bytes: Uint8Array, limits: PdfLimits, watch: PdfWorkerWatch): Promise<PdfText> {
  // The worker gets its own copy, moved rather than copied again.
  const copy = bytes.slice();
  const input: PdfWorkerInput = { bytes: copy, maxPages: limits.maxPages, maxChars: limits.maxChars };
  const worker = new Worker(new URL("./pdf-worker.ts", import.meta.url), {
    workerData: input,
    transferList: [copy.buffer],
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
      () => settle(() => reject(new Error(`pdf worker not ready after ${PDF_WORKER_START_MS} ms`))),
      PDF_WORKER_START_MS,
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
      watch.onWorkerExit?.(code);
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
