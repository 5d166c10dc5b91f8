// Loaded into a bench server with `node --expose-gc --import ./bench/memory-probe.ts …`
// (bench/export.ts): samples the process's memory every few milliseconds and, on SIGUSR2,
// writes the current figures (after a garbage collection) and the peaks since the last signal
// to BENCH_MEMORY_FILE, then starts over. The server's own code knows nothing of it.
import { writeFileSync } from "node:fs";

type Figures = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

const file = process.env.BENCH_MEMORY_FILE;
const SAMPLE_MS = 5;
const zero = (): Figures => ({ rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 });
let peak = zero();
let samples = 0;

function sample() {
  const now = process.memoryUsage();
  samples++;
  peak = {
    rss: Math.max(peak.rss, now.rss),
    heapUsed: Math.max(peak.heapUsed, now.heapUsed),
    external: Math.max(peak.external, now.external),
    arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
  };
}

if (file) {
  setInterval(sample, SAMPLE_MS).unref();
  process.on("SIGUSR2", () => {
    sample();
    const seen = { peak, samples };
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ ...seen, now: { rss, heapUsed, external, arrayBuffers } }));
    peak = zero();
    samples = 0;
    sample();
  });
}
