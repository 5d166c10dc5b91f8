// Reads a PDF's text with pdf.js, in its own thread of the PDF process (pdf-thread.ts): pdf.js is a
// large parser of untrusted input, so it runs where its memory is capped (resourceLimits) and it
// can be ended at any time (terminate) without touching requests. The legacy build is pdf.js's build for Node
// (https://github.com/mozilla/pdf.js/wiki/Frequently-Asked-Questions); inside this thread it
// runs its own "worker" in-thread.
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PdfWorkerInput, PdfWorkerReady, PdfWorkerReply } from "./pdf-protocol.ts";

if (!parentPort) throw new Error("pdf-worker.ts runs as a worker thread");
const port = parentPort;
const { bytes, maxPages, maxChars } = workerData as PdfWorkerInput;

let peakMemoryBytes = 0;
const sample = () => {
  const heap = getHeapStatistics();
  peakMemoryBytes = Math.max(peakMemoryBytes, heap.used_heap_size + heap.external_memory);
};

async function read(): Promise<PdfWorkerReply> {
  const loading = getDocument({
    data: bytes,
    verbosity: 0,
    // Text only: no fonts turned into browser fonts, no system fonts, no canvas, no scripts.
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    stopAtErrors: false,
  });
  try {
    const doc = await loading.promise;
    sample();
    const pages = Math.min(doc.numPages, maxPages);
    const parts: string[] = [];
    let chars = 0;
    let pagesRead = 0;
    let stoppedForText = false;
    for (let number = 1; number <= pages; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if ("str" in item) text += item.hasEOL ? `${item.str}\n` : item.str;
      }
      page.cleanup();
      parts.push(text);
      chars += text.length;
      pagesRead = number;
      sample();
      if (chars > maxChars) {
        stoppedForText = number < doc.numPages;
        break;
      }
    }
    return {
      ok: true,
      text: parts.join("\n\n"),
      pagesRead,
      totalPages: doc.numPages,
      stoppedForText,
      peakMemoryBytes,
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { ok: false, reason: name === "PasswordException" ? "password" : "invalid" };
  }
}

port.postMessage({ ready: true } satisfies PdfWorkerReady);
port.postMessage(await read());
