// The PDF process: a child of the server that reads uploaded PDFs, each in a fresh worker thread
// with its caps (pdf-thread.ts). A process of its own so that what reading PDFs costs in native
// memory leaves with it: the worker threads' allocations stayed in the server's malloc arenas
// after a burst of uploads (hundreds of MB, docs/decisions/062-pdf-process.md). The server
// starts it for the first PDF and ends it when no PDF has come for a while (pdf-text.ts).
import { tuneRuntime } from "#server/lib/runtime-tuning.ts";
import { FileRejected } from "./file-rejected.ts";
import type { PdfJobHeader, PdfProcessReply } from "./pdf-protocol.ts";
import { readPdfInThread } from "./pdf-thread.ts";

tuneRuntime();
if (!process.send) throw new Error("pdf-process.ts runs as a child process with an IPC channel");
const reply = (message: PdfProcessReply) => process.send?.(message);

function read(header: PdfJobHeader, bytes: Uint8Array) {
  const { id } = header;
  readPdfInThread(bytes, header.limits, (code) => reply({ id, workerExit: code })).then(
    (text) => reply({ id, text }),
    (error: unknown) =>
      reply(
        error instanceof FileRejected
          ? { id, rejected: error.message }
          : { id, failed: error instanceof Error ? error.message : String(error) },
      ),
  );
}

// The frames of pdf-protocol.ts on standard input: a header's length, the header, the file.
let input: Buffer = Buffer.alloc(0);
let job: { header: PdfJobHeader; bytes: Uint8Array; filled: number } | null = null;
process.stdin.on("data", (chunk: Buffer) => {
  input = input.length ? Buffer.concat([input, chunk]) : chunk;
  for (;;) {
    if (job) {
      const take = Math.min(job.bytes.length - job.filled, input.length);
      job.bytes.set(input.subarray(0, take), job.filled);
      job.filled += take;
      input = input.subarray(take);
      if (job.filled < job.bytes.length) return;
      read(job.header, job.bytes);
      job = null;
    }
    if (input.length < 4) return;
    const headerLength = input.readUInt32BE(0);
    if (input.length < 4 + headerLength) return;
    const header = JSON.parse(input.toString("utf8", 4, 4 + headerLength)) as PdfJobHeader;
    input = input.subarray(4 + headerLength);
    job = { header, bytes: new Uint8Array(header.size), filled: 0 };
  }
});
// The server went away (or let this process go): nothing more will come.
process.on("disconnect", () => process.exit(0));
process.stdin.on("end", () => process.exit(0));
