// Messages between the server (pdf-text.ts), the PDF process (pdf-process.ts) and, inside that
// process, the thread that runs pdf.js (pdf-worker.ts).

/** What one PDF may cost (files/limits.ts). */
export type PdfLimits = { maxPages: number; timeoutMs: number; heapMb: number; maxChars: number };

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

/**
 * Server → PDF process, on its standard input: read this PDF (`id` names the job in the replies).
 * Each job is one frame: the header's length (4 bytes, big-endian), the header as JSON, then the
 * file's `size` bytes. The file goes as it is, not as an IPC message: serialising 14 MB copies
 * left the server's heap fragmented (decision 062).
 */
export type PdfJobHeader = { id: number; size: number; limits: PdfLimits & { startMs: number } };

/** PDF process → server: a job's outcome, then its worker's exit code. */
export type PdfProcessReply =
  | { id: number; text: Extract<PdfWorkerReply, { ok: true }> }
  /** A FileRejected's German message, for the pupil. */
  | { id: number; rejected: string }
  /** Any other failure (no file content in it). */
  | { id: number; failed: string }
  | { id: number; workerExit: number };
