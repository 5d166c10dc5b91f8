// Every import in the program, as TypeScript itself resolved it: `tsc --explainFiles` prints,
// under each file, one "Imported via "<specifier>" from file '<importer>'" line per import
// (static, dynamic, `import type`, `export … from`), after the same resolution the typecheck uses
// (NodeNext, the "#…" imports map in package.json). No second resolver to drift from the first.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import type { ImportEdge } from "./rules.ts";

const IMPORTED_VIA = /^\s+Imported via "(.+)" from file '(.+?)'/;

export function parseExplainFiles(output: string, root: string, cwd: string): ImportEdge[] {
  const relative = (file: string) => path.relative(root, path.resolve(cwd, file)).split(path.sep).join("/");
  const edges: ImportEdge[] = [];
  let current: string | undefined;
  for (const line of output.split("\n")) {
    if (line.length === 0) continue;
    if (!/^\s/.test(line)) {
      current = relative(line.trim());
      continue;
    }
    const match = IMPORTED_VIA.exec(line);
    if (match?.[1] && match[2] && current) {
      edges.push({ from: relative(match[2]), specifier: match[1], to: current });
    }
  }
  return edges;
}

export function importEdges(root: string, tsconfig = "tsconfig.json"): ImportEdge[] {
  const tsc = path.join(
    path.dirname(createRequire(import.meta.url).resolve("typescript/package.json")),
    "bin/tsc",
  );
  // --noCheck: resolution only, the typecheck is its own step; English, so the lines parse.
  const output = execFileSync(
    process.execPath,
    [tsc, "-p", tsconfig, "--noEmit", "--noCheck", "--explainFiles", "--pretty", "false", "--locale", "en"],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const edges = parseExplainFiles(output, root, root);
  // A changed message format must fail loudly, never pass as "no imports, no violations".
  if (edges.length === 0)
    throw new Error("tsc --explainFiles printed no import lines this checker understands");
  return edges;
}
