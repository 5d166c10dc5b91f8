import { type ChildProcess, fork } from "node:child_process";
import { FileRejected } from "./file-rejected.ts";
import {
  MAX_TEXT_CHARS,
  PDF_MAX_CONCURRENT,
  PDF_MAX_PAGES,
  PDF_PROCESS_IDLE_MS,
  PDF_TIMEOUT_MS,
  PDF_WORKER_HEAP_MB,
  PDF_WORKER_START_MS,
} from "./limits.ts";
import type { PdfJobHeader, PdfLimits, PdfProcessReply } from "./pdf-protocol.ts";
import type { PdfText } from "./pdf-thread.ts";
import { Semaphore } from "./semaphore.ts";

// A PDF's text, read outside the server's process: in the PDF process (pdf-process.ts), each
// file in a fresh worker thread with its caps (pdf-thread.ts). The process starts with the first
// PDF and ends after PDF_PROCESS_IDLE_MS without one, taking with it the native memory reading
// cost (docs/decisions/062-pdf-process.md). At most PDF_MAX_CONCURRENT files are read at once.
export type { PdfLimits } from "./pdf-protocol.ts";
export type { PdfText } from "./pdf-thread.ts";

const DEFAULT_LIMITS: PdfLimits = {
  maxPages: PDF_MAX_PAGES,
  timeoutMs: PDF_TIMEOUT_MS,
  heapMb: PDF_WORKER_HEAP_MB,
  maxChars: MAX_TEXT_CHARS,
};
const readers = new Semaphore(PDF_MAX_CONCURRENT);

/** Told the worker's exit code (1 when it was terminated): how tests see that a cap ended it. */
export type PdfWorkerWatch = { onWorkerExit?: (code: number) => void };

export function extractPdfText(
  bytes: Uint8Array,
  limits: Partial<PdfLimits> = {},
  watch: PdfWorkerWatch = {},
): Promise<PdfText> {
  return readers.run(() =>
    pdfProcess.read(bytes, { ...DEFAULT_LIMITS, ...limits, startMs: PDF_WORKER_START_MS }, watch),
  );
}

/** The note that goes under a PDF's text when not every page was read. */
export function pageNote({
  pagesRead,
  totalPages,
}: Pick<PdfText, "pagesRead" | "totalPages">): string | undefined {
  if (pagesRead >= totalPages) return undefined;
  return `[Hinweis: Gelesen wurden nur die ersten ${pagesRead} von ${totalPages} Seiten.]`;
}

type Job = {
  resolve: (text: PdfText) => void;
  reject: (error: Error) => void;
  watch: PdfWorkerWatch;
  answered: boolean;
  exited: boolean;
};

/** The PDF process while it runs: started on demand, let go when idle. */
const pdfProcess = (() => {
  let running: { child: ChildProcess; jobs: Map<number, Job>; fail(reason: string): void } | null = null;
  let unanswered = 0;
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function start() {
    const child = fork(new URL("./pdf-process.ts", import.meta.url), [], {
      // None of the server's flags (a profiler, a probe) and none of its settings (API keys):
      // the process parses untrusted files and needs nothing but where Node keeps its caches.
      execArgv: [],
      env: pick(process.env, ["TMPDIR", "NODE_COMPILE_CACHE"]),
      stdio: ["pipe", "ignore", "inherit", "ipc"],
    });
    const jobs = new Map<number, Job>();
    /**
     * The process is gone or cannot take jobs: its unanswered jobs fail, the next PDF starts a
     * new one. Whichever comes first of its exit, an error or a broken input pipe.
     */
    const fail = (reason: string) => {
      if (running === current) running = null;
      child.kill("SIGKILL");
      for (const job of jobs.values()) {
        if (job.answered) continue;
        answer(job);
        job.reject(new Error(`the PDF process ${reason}`));
      }
    };
    const current = { child, jobs, fail };
    child.on("message", (reply: PdfProcessReply) => {
      const job = jobs.get(reply.id);
      if (!job) return;
      if ("workerExit" in reply) {
        // Every job's worker exits (after the job's answer, or before it when it crashed): the
        // job is forgotten once both have come.
        job.watch.onWorkerExit?.(reply.workerExit);
        job.exited = true;
        if (job.answered) jobs.delete(reply.id);
        return;
      }
      answer(job);
      if (job.exited) jobs.delete(reply.id);
      if ("text" in reply) job.resolve(reply.text);
      else if ("rejected" in reply) job.reject(new FileRejected(reply.rejected));
      else job.reject(new Error(reply.failed));
    });
    child.once("exit", (code, signal) => fail(`ended (${code ?? signal})`));
    // It could not be started or signalled, or its input broke: without listeners these errors
    // would end the server.
    child.on("error", (error) => fail(`failed: ${error.message}`));
    child.stdin?.on("error", (error) => fail(`failed: ${error.message}`));
    return current;
  }

  function answer(job: Job) {
    job.answered = true;
    unanswered--;
    if (unanswered > 0 || !running) return;
    const idle = running;
    // The server's event loop need not wait for an idle reader.
    setRef(idle.child, false);
    idleTimer = setTimeout(() => {
      if (running !== idle || unanswered > 0) return;
      running = null;
      idle.child.disconnect(); // it exits then (pdf-process.ts)
    }, PDF_PROCESS_IDLE_MS);
    idleTimer.unref();
  }

  return {
    read(bytes: Uint8Array, limits: PdfJobHeader["limits"], watch: PdfWorkerWatch): Promise<PdfText> {
      clearTimeout(idleTimer);
      running ??= start();
      const { child, jobs, fail } = running;
      setRef(child, true);
      const id = nextId++;
      unanswered++;
      const header = Buffer.from(
        JSON.stringify({ id, size: bytes.byteLength, limits } satisfies PdfJobHeader),
      );
      const length = Buffer.alloc(4);
      length.writeUInt32BE(header.length);
      return new Promise<PdfText>((resolve, reject) => {
        const job: Job = { resolve, reject, watch, answered: false, exited: false };
        jobs.set(id, job);
        // One frame (pdf-protocol.ts); the file's bytes are written from where they are.
        child.stdin?.write(length);
        child.stdin?.write(header);
        child.stdin?.write(bytes, (error) => {
          if (error) fail(`failed: ${error.message}`);
        });
      });
    },
  };
})();

/** Whether the child (its process, IPC channel and input pipe) keeps the server's event loop alive. */
function setRef(child: ChildProcess, ref: boolean) {
  for (const handle of [child, child.channel, child.stdin as { ref?(): void; unref?(): void } | null]) {
    if (ref) handle?.ref?.();
    else handle?.unref?.();
  }
}

function pick(env: NodeJS.ProcessEnv, names: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}
