import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import ESpeakNg, { type EmscriptenFs } from "espeak-ng";

// eSpeak NG (https://github.com/espeak-ng/espeak-ng) is GPL-3.0-or-later. It is loaded as a
// separate WebAssembly program: the espeak-ng npm package's unmodified build of the espeak-ng
// command line, given an argument list and read back through its in-memory file system, the
// way one would run the espeak-ng executable.
//
// Why this file exists: the package's default use, `await ESpeakNg({ arguments })`, compiles
// the 18 MB module (its voices and dictionaries are embedded) and runs main() once: ~300 ms
// per sentence. main() cannot simply be called again on the same instance: its getopt state
// stays at the end of the previous argument list and the second run writes nothing. So:
//   - the module is compiled once per process (`instantiateWasm` hook, WebAssembly.compile);
//   - one instance is created without running main (`noInitialRun`), and its memory is
//     saved right then (32 MB, fixed: the build has no memory growth);
//   - each run puts that memory back (≈2 ms), which resets every C global, the heap and the
//     stdio state, then calls the exported main directly with argv built on the wasm stack.
//     Output is byte-identical to a fresh instance's (checked for repeated and interleaved
//     texts). The JS-side file system survives, so the output file and any descriptor left
//     open by an early exit are removed after each run.
// What is saved is small: 18 MB of the memory are the embedded voice and dictionary files,
// which the program only reads (the file table at `__emscripten_embedded_file_data` says
// where), and the heap above the last non-zero byte is zeros. So the copy is the rest (~0.3
// MB), the files are left alone, and the top is zero-filled again. A fresh 32 MB copy instead
// would cost 32 MB more and, on first touch of its pages, most of the start-up time.
// A run is synchronous (~10–40 ms for a sentence): callers keep sentences short.
// Emscripten's Node default for exit() sets process.exitCode; `quit` replaces it so a failed
// synthesis cannot change the server's exit status.

type EspeakExports = {
  memory: WebAssembly.Memory;
  __emscripten_embedded_file_data?: WebAssembly.Global;
  stackSave(): number;
  stackRestore(sp: number): void;
  stackAlloc(bytes: number): number;
  __main_argc_argv(argc: number, argv: number): number;
};

export type EspeakEngine = {
  /**
   * Runs `espeak-ng …args` and returns the file it wrote at `outputPath` (or throws with its
   * error output). Throws EspeakCrash when the program trapped: the engine is then unusable.
   */
  run(args: string[], outputPath: string): Uint8Array;
};

export class EspeakCrash extends Error {
  override readonly name = "EspeakCrash";
}

const MAX_ARG_BYTES = 16 * 1024;
const require = createRequire(import.meta.url);
let compiled: Promise<WebAssembly.Module> | undefined;

/** The compiled module, shared by every engine of this process. */
export function compileEspeak(): Promise<WebAssembly.Module> {
  compiled ??= readFile(require.resolve("espeak-ng/dist/espeak-ng.wasm"))
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      compiled = undefined; // a later call may try again
      throw error;
    });
  return compiled;
}

export async function createEspeakEngine(): Promise<EspeakEngine> {
  const module = await compileEspeak();
  const errorLines: string[] = [];
  let exports: EspeakExports | undefined;
  const fs = await new Promise<EmscriptenFs>((resolve, reject) => {
    ESpeakNg({
      noInitialRun: true,
      print: () => {},
      printErr: (line) => void errorLines.push(line),
      quit: (_status, toThrow) => {
        throw toThrow;
      },
      instantiateWasm(imports, receive) {
        // Each step blocks the event loop for a while: let other work run in between.
        WebAssembly.instantiate(module, imports).then((instance) => {
          exports = instance.exports as unknown as EspeakExports;
          setImmediate(() => receive(instance, module));
        }, reject);
        return {};
      },
    }).then((emscripten) => resolve(emscripten.FS), reject);
  });
  if (!exports) throw new Error("eSpeak NG did not start");
  const x = exports;
  await new Promise((resolve) => setImmediate(resolve));
  const snapshot = saveMemory(x);
  const encoder = new TextEncoder();
  let broken = false;

  return {
    run(args, outputPath) {
      if (broken) throw new EspeakCrash("eSpeak NG crashed earlier");
      // argv lives on the program's 64 KB stack.
      const argBytes = args.reduce((n, a) => n + Buffer.byteLength(a) + 1, 0);
      if (argBytes > MAX_ARG_BYTES) throw new RangeError(`espeak-ng arguments too long (${argBytes} bytes)`);
      const heap = new Uint8Array(x.memory.buffer);
      if (heap.byteLength !== snapshot.size) {
        broken = true;
        throw new EspeakCrash("eSpeak NG's memory changed size");
      }
      for (const part of snapshot.parts) heap.set(part.bytes, part.at);
      heap.fill(0, snapshot.zeroFrom);
      errorLines.length = 0;
      const openBefore = new Set(fs.streams.flatMap((s) => (s ? [s.fd] : [])));
      const sp = x.stackSave();
      let status: number;
      try {
        const argv = ["espeak-ng", ...args];
        const pointers = argv.map((arg) => {
          const bytes = encoder.encode(arg);
          const at = x.stackAlloc(bytes.length + 1);
          heap.set(bytes, at);
          heap[at + bytes.length] = 0;
          return at;
        });
        const table = x.stackAlloc((pointers.length + 1) * 4);
        const view = new DataView(x.memory.buffer);
        for (const [i, p] of pointers.entries()) view.setUint32(table + i * 4, p, true);
        view.setUint32(table + pointers.length * 4, 0, true);
        status = x.__main_argc_argv(argv.length, table);
      } catch (error) {
        // exit(n) arrives as Emscripten's ExitStatus, thrown by `quit` above.
        const exit = error as { name?: string; status?: number };
        if (exit?.name !== "ExitStatus" || typeof exit.status !== "number") {
          broken = true;
          throw new EspeakCrash(`eSpeak NG crashed: ${String(error)}`, { cause: error });
        }
        status = exit.status;
      } finally {
        x.stackRestore(sp);
        for (const stream of fs.streams) {
          if (stream && !openBefore.has(stream.fd)) fs.close(stream);
        }
      }
      const written = fs.analyzePath(outputPath).exists;
      const output = written ? fs.readFile(outputPath) : undefined;
      if (written) fs.unlink(outputPath);
      if (status !== 0 || !output) {
        const detail = errorLines.filter((l) => !l.startsWith("program exited")).join(" ");
        throw new Error(`espeak-ng exited with status ${status}${detail ? `: ${detail}` : ""}`);
      }
      return output;
    },
  };
}

type SavedMemory = { size: number; parts: { at: number; bytes: Uint8Array }[]; zeroFrom: number };

/** The memory minus the read-only embedded files and the zeros on top (see the header). */
function saveMemory(x: EspeakExports): SavedMemory {
  const heap = new Uint8Array(x.memory.buffer);
  const words = new Uint32Array(x.memory.buffer);
  let top = words.length;
  while (top > 0 && words[top - 1] === 0) top--;
  const zeroFrom = top * 4;
  const files = embeddedFiles(x, words);
  const slices: [number, number][] =
    files && files.end <= zeroFrom
      ? [
          [0, files.start],
          [files.end, zeroFrom],
        ]
      : [[0, zeroFrom]];
  return {
    size: heap.byteLength,
    parts: slices.map(([from, to]) => ({ at: from, bytes: heap.slice(from, to) })),
    zeroFrom,
  };
}

/** Where the embedded files' contents lie: the table is (name, length, data) triples, 0-ended. */
function embeddedFiles(x: EspeakExports, words: Uint32Array): { start: number; end: number } | undefined {
  let entry = Number(x.__emscripten_embedded_file_data?.value ?? 0);
  if (!entry || entry % 4 !== 0) return undefined;
  let start = Number.POSITIVE_INFINITY;
  let end = 0;
  while (entry / 4 + 3 <= words.length && words[entry / 4]) {
    const length = words[entry / 4 + 1] ?? 0;
    const data = words[entry / 4 + 2] ?? 0;
    start = Math.min(start, data);
    end = Math.max(end, data + length);
    entry += 12;
  }
  // Sanity: a real table points below itself, into one block of a few MB.
  const table = Number(x.__emscripten_embedded_file_data?.value);
  return start < end && end <= table ? { start, end } : undefined;
}
