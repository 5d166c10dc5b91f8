// What a pupil's browser downloads: every file of the built client's assets, raw and gzipped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function bundleSize(root: string) {
  const dir = join(root, "dist/client/assets");
  let raw = 0;
  let gzip = 0;
  let js = 0;
  for (const file of readdirSync(dir)) {
    const bytes = readFileSync(join(dir, file));
    raw += statSync(join(dir, file)).size;
    gzip += gzipSync(bytes).length;
    if (file.endsWith(".js")) js += bytes.length;
  }
  return { totalBytes: raw, gzipBytes: gzip, jsBytes: js };
}
