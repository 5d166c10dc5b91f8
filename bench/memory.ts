// The server's memory on the embedded default (PGlite), issue 21 and docs/decisions/057: the
// resident set (RSS, from /proc, so nothing here forces a garbage collection) a few seconds
// after the start, during and after a burst of uploads, and after a minute of idling.
// Two starts on one DATA_DIR: the first creates the database (loaded from the build's seed,
// decision 061, or by PGlite's initdb without one), the second is every later start, the
// everyday case; the uploads go to the second server.
// The burst: 12 pupils each send the largest preparation upload the app accepts at once, 5 PDFs
// of 14 MB (70 MB per request; the limit is 5 files of 15 MB, src/shared/domain/file-limits.ts),
// all 12 requests in parallel, to the real endpoint. Each PDF has 30 pages, every page a large
// grey image and a line of text: a scanned worksheet.
// The heap figures come from bench/memory-probe.ts inside the server (without --expose-gc:
// what the process holds, not what a collection would leave).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { MB } from "#shared/domain/file-limits.ts";
import { pdf } from "#tests/support/file-fixtures.ts";
import { type AppServer, signUpPupils, startApp } from "./app-server.ts";
import { progress } from "./stats.ts";

const UPLOADS = 12;
const FILES_PER_UPLOAD = 5;
const FILE_BYTES = 14 * MB;
const PAGES = 30;
const SETTLE_MS = 5_000;
const IDLE_MS = 60_000;

/** Targets of issue 21, in MB. */
const TARGET = { rssIdleAfterStartMB: 300, rssAfterIdleMB: 400 };

/** Resident set and its peak since the start (VmHWM), in MB, from /proc/<pid>/status. */
function rss(pid: number | undefined): { rssMB: number; peakMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN);
  return { rssMB: Math.round(kb("VmRSS") / 1024), peakMB: Math.round(kb("VmHWM") / 1024) };
}

/**
 * The resident sets of the server's child processes (the PDF process, decision 062), in MB:
 * reading PDFs costs memory there, not in the server, and that is reported beside it.
 */
function childrenRssMB(pid: number | undefined): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== pid) continue;
      total += rss(Number(entry)).rssMB;
    } catch {
      // Not a process, or it ended meanwhile.
    }
  }
  return total;
}

/** The probe's view from inside: heap, external and array buffers, in MB. */
async function heapFigures(pid: number | undefined, file: string) {
  if (pid) process.kill(pid, "SIGUSR2");
  await new Promise((resolve) => setTimeout(resolve, 300));
  const { now } = JSON.parse(readFileSync(file, "utf8")) as { now: Record<string, number> };
  const mb = (bytes: number | undefined) => Math.round((bytes ?? 0) / MB);
  return { heapUsedMB: mb(now.heapUsed), externalMB: mb(now.external), arrayBuffersMB: mb(now.arrayBuffers) };
}

function worksheet(): Blob {
  const pages = Array.from({ length: PAGES }, (_, i) => `Arbeitsblatt Seite ${i + 1}: Brüche addieren.`);
  const imageBytes = Math.floor((FILE_BYTES - 64 * 1024) / PAGES);
  return new Blob([pdf(pages, { imageBytes }) as Uint8Array<ArrayBuffer>], { type: "application/pdf" });
}

const meets = (valueMB: number, targetMB: number) => ({ targetMB, meetsTarget: valueMB <= targetMB });

export async function memoryBench(root: string) {
  progress(`memory: idle after start, ${UPLOADS} parallel uploads of 70 MB, a minute idle`);
  const dir = mkdtempSync(join(tmpdir(), "lernfunke-bench-memory-"));
  const dataDir = join(dir, "data");
  const probeFile = join(dir, "probe.json");
  const start = () =>
    startApp(
      root,
      { BENCH_MEMORY_FILE: probeFile },
      { dataDir, nodeArgs: ["--import", pathToFileURL(join(root, "bench/memory-probe.ts")).href] },
    );
  const settled = async (app: AppServer) => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return {
      value: rss(app.pid).rssMB,
      coldStartMs: app.coldStartMs,
      ...(await heapFigures(app.pid, probeFile)),
    };
  };
  const first = await start();
  const firstStart = await settled(first).finally(() => first.stop());
  const app = await start();
  try {
    const { value: idle, ...idleHeap } = await settled(app);

    const tokens = await signUpPupils(app.base, UPLOADS, "memory");
    const file = worksheet();
    const fileMB = Math.round((file.size / MB) * 10) / 10;
    const peakBefore = rss(app.pid).peakMB;
    let peakDuring = 0;
    let peakWithChildren = 0;
    let samples = 0;
    const sampler = setInterval(() => {
      const server = rss(app.pid).rssMB;
      peakDuring = Math.max(peakDuring, server);
      // Every fifth sample: listing /proc costs more than reading one file.
      if (samples++ % 5 === 0) peakWithChildren = Math.max(peakWithChildren, server + childrenRssMB(app.pid));
    }, 20);
    const started = performance.now();
    const statuses = await Promise.all(
      tokens.map(async (token, i) => {
        const form = new FormData();
        form.set("sessionId", `memory-${i}`);
        for (let f = 0; f < FILES_PER_UPLOAD; f++) form.append("files", file, `blatt-${f + 1}.pdf`);
        const res = await fetch(`${app.base}/api/session-preparation/upload-files`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const burstMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    const after = rss(app.pid);
    // VmHWM catches a peak between two samples; it only counts when it rose during the burst.
    const peak = Math.max(peakDuring, after.peakMB > peakBefore ? after.peakMB : 0);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const afterIdle = rss(app.pid).rssMB;
    const childrenAfterIdle = childrenRssMB(app.pid);
    const afterIdleHeap = await heapFigures(app.pid, probeFile);
    return {
      rssIdleAfterStartMB: { value: idle, ...meets(idle, TARGET.rssIdleAfterStartMB), ...idleHeap },
      rssIdleAfterFirstStartMB: { ...firstStart, ...meets(firstStart.value, TARGET.rssIdleAfterStartMB) },
      uploads: {
        requests: UPLOADS,
        filesPerRequest: FILES_PER_UPLOAD,
        fileMB,
        requestMB: Math.round(fileMB * FILES_PER_UPLOAD),
        statuses: count(statuses),
        burstMs,
      },
      rssPeakDuringUploadsMB: peak,
      rssPeakWithPdfProcessMB: peakWithChildren,
      rssRightAfterUploadsMB: after.rssMB,
      rssAfterIdleMB: {
        value: afterIdle,
        idleSeconds: IDLE_MS / 1000,
        ...meets(afterIdle, TARGET.rssAfterIdleMB),
        childProcessesMB: childrenAfterIdle,
        ...afterIdleHeap,
      },
    };
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function count(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
