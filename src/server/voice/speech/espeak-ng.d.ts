// The part of the espeak-ng package's Emscripten factory (node_modules/espeak-ng/dist/espeak-ng.js,
// MODULARIZE + EXPORT_ES6, no types shipped) that espeak-engine.ts uses.
declare module "espeak-ng" {
  export type EmscriptenFs = {
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
    analyzePath(path: string): { exists: boolean };
    streams: ({ fd: number } | null | undefined)[];
    close(stream: { fd: number }): void;
  };
  export type ESpeakNgModule = { FS: EmscriptenFs };
  export type ESpeakNgOptions = {
    arguments?: string[];
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Replaces the Node default, which sets process.exitCode to the program's exit status. */
    quit?: (status: number, toThrow: unknown) => void;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  };
  export default function ESpeakNg(options?: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
