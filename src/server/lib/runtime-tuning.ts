import { enableCompileCache } from "node:module";
import { setFlagsFromString } from "node:v8";

// Process-wide settings the server applies first thing in serve.ts (docs/decisions/057-server-memory.md).
//
// - The young generation stays at its initial size. Loading the app's modules (about 80 MB of
//   short-lived allocations) made V8 grow each thread's new space to its maximum, 128 MB, which
//   it kept: 128 MB of RSS in the main thread and 128 MB in the database thread, for nothing.
//   V8 reads this flag whenever it would grow a new space, so setting it at run time works, also
//   for the worker threads started later (the flags are the process's). Measured: the same CPU
//   time for the start, 150 MB less per thread.
// - Node's module compile cache (V8 code cache and the type-stripped source, checked against
//   each file's content and the Node version): the second start skips parsing and stripping.
//   In NODE_COMPILE_CACHE when set, else Node's default, <os.tmpdir()>/node-compile-cache. It
//   is an optimisation only: enableCompileCache never throws, and without it nothing changes.
export function tuneRuntime() {
  setFlagsFromString("--semi-space-growth-factor=1");
  enableCompileCache();
}
