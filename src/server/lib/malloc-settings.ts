// glibc's allocator settings for the server, applied by starting the process once more with them
// (docs/decisions/062-pdf-process.md). glibc reads them only when a process starts, so main.ts
// calls this before it loads the server (serve.ts): `process.execve` replaces this process with
// the same command and these variables (same process id, same open standard streams; nothing
// else is open yet), and only main.ts and this file are read twice (about 100 ms of the start).
// - MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_: an upload's buffers (MBs each) always get
//   their own mapping, returned to the system when freed. By default glibc raises the threshold
//   after the first large buffer is freed, so later ones came from the heap and, once freed,
//   stayed resident: a minute after a burst of uploads the server kept 500–900 MB, 300 MB with
//   these settings (bench section `memory`).
// - MALLOC_ARENA_MAX: threads share two arenas instead of up to 8 per core, each keeping what
//   it once held.
// An operator's own value of any of them wins (nothing is changed); not on other C libraries
// (musl ignores them), not in a process with an IPC channel (a test's or a supervisor's fork,
// whose channel the new image would not know), not under `--watch` (npm run dev restarts it).
const SETTINGS = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TRIM_THRESHOLD_: "131072",
} as const;

/** Starts this process again with SETTINGS when they are not in place; returns otherwise. */
export function applyMallocSettings(): void {
  if (process.platform !== "linux" || typeof process.execve !== "function") return;
  if (Object.keys(SETTINGS).some((name) => process.env[name] !== undefined)) return;
  if (process.send || process.execArgv.some((flag) => flag.startsWith("--watch"))) return;
  if (!usesGlibc()) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...SETTINGS,
  });
}

function usesGlibc(): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}
