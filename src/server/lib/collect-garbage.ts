import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// One full garbage collection of the calling thread, where the server knows a lot of memory
// has just become garbage and V8 does not (docs/decisions/057-server-memory.md): after the
// start (module loading leaves tens of MB of garbage that an idle server would keep for
// minutes), after PGlite's initdb (its WebAssembly instances), after a burst of uploads.
// V8's `gc` is reached through a fresh context: the flag only applies to contexts made after
// it. A full collection of the server's heap takes some tens of milliseconds.
let gc: (() => void) | undefined;

export function collectGarbage() {
  if (!gc) {
    setFlagsFromString("--expose-gc");
    gc = runInNewContext("gc") as () => void;
  }
  gc();
}

/**
 * Collects once `quietMs` after the last call (a burst of calls ends in one collection). The
 * timer does not keep the process alive.
 */
export function collectWhenQuiet(quietMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(collectGarbage, quietMs);
    timer.unref();
  };
}
