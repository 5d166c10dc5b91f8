// Messages between pdf-text.ts (the server) and pdf-worker.ts (the thread that runs pdf.js).
export type PdfWorkerInput = { bytes: Uint8Array; maxPages: number; maxChars: number };

/** Sent first, once pdf.js is loaded: the PDF's time starts now (starting a thread is not its cost). */
export type PdfWorkerReady = { ready: true };

export type PdfWorkerReply =
  | {
      ok: true;
      text: string;
      pagesRead: number;
      totalPages: number;
      /** The reading stopped early because enough text was collected. */
      stoppedForText: boolean;
      /** The worker's highest V8 heap use plus its array buffers while it read, in bytes. */
      peakMemoryBytes: number;
    }
  | { ok: false; reason: "password" | "invalid" };
