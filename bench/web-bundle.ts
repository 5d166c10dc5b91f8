// What a pupil's browser downloads: every file of the built client's assets, raw and gzipped, and
// what it must load before it can show /login (issue 21: at most 150 kB gzip, decision 056).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { LOGIN_JS_BUDGET_GZIP_BYTES } from "#tests/e2e/support/first-load.ts";

export function bundleSize(root: string) {
  const dir = join(root, "dist/client/assets");
  let raw = 0;
  let gzip = 0;
  let js = 0;
  for (const file of readdirSync(dir)) {
    if (file.endsWith(".gz")) continue; // the build's gzip copies for the server (decision 056)
    const bytes = readFileSync(join(dir, file));
    raw += statSync(join(dir, file)).size;
    gzip += gzipSync(bytes).length;
    if (file.endsWith(".js")) js += bytes.length;
  }
  return { totalBytes: raw, gzipBytes: gzip, jsBytes: js, initialForLogin: initialForLogin(root) };
}

/**
 * The JavaScript the browser loads for /login before the login form shows: the scripts and
 * modulepreloads of index.html and every chunk they import statically. /login is part of the
 * entry (src/client/app/router.tsx), so no lazy chunk is needed. Read from the built files; the
 * section firstLoad (bench/first-load.ts) and tests/e2e/first-load.spec.ts measure what Chromium loads.
 */
export function initialForLogin(root: string) {
  const dir = join(root, "dist/client");
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const start = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...staticImports(readFileSync(join(dir, path), "utf8"), path));
  }
  const chunks = [...seen].map((path) => {
    const bytes = readFileSync(join(dir, path));
    return { file: path.slice(1), rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
  });
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return {
    unit: "bytes (gzip: node:zlib default level)",
    chunks,
    totalRawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    totalGzipBytes,
    targetGzipBytes: LOGIN_JS_BUDGET_GZIP_BYTES,
    meetsTarget: totalGzipBytes <= LOGIN_JS_BUDGET_GZIP_BYTES,
  };
}

/** The chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code: string, from: string): string[] {
  const base = from.slice(0, from.lastIndexOf("/") + 1);
  const found = code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((match) => new URL(match[1] as string, `http://x${base}`).pathname);
}
