// npm start: build the web app if it is missing or older than its sources, then start the
// server (which applies the database migrations before it listens).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = join(root, "dist/client/index.html");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = Math.max(newestMtime(join(root, "src/client")), newestMtime(join(root, "src/shared")));
  return sources > statSync(builtIndex).mtimeMs;
}

if (needsBuild()) {
  console.log("Building the web app (vite build)…");
  execFileSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}
await import("../src/server/main.ts");
