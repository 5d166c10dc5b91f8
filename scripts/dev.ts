// npm run dev: the API server with reload on :3000 and Vite with hot reload on :5173
// (Vite proxies /api, /auth, /health and /config.json to the server).
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, NODE_ENV: "development" };
const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch", "src/server/main.ts"], { cwd: root, env, stdio: "inherit" }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { cwd: root, env, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
