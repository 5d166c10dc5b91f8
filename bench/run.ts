// npm run bench: one JSON summary on stdout. First the web bundle (what a pupil's browser
// downloads), then the server: cold start to a healthy /health, and latencies of the hot
// paths on the embedded default (PGlite). Request loops are bounded and stay on loopback.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));

function bundleSize() {
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

function percentile(sorted: number[], p: number) {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));
}

async function timeRequests(n: number, send: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await send();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`bench request failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { n, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

async function serverBench() {
  const dataDir = mkdtempSync(join(tmpdir(), "lernfunke-bench-"));
  const port = 3190;
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  try {
    let coldStartMs = 0;
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        coldStartMs = Math.round(performance.now() - started);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!coldStartMs) throw new Error("server did not become healthy");
    const json = { "content-type": "application/json" };
    const credentials = JSON.stringify({ email: "bench@schule.ch", password: "Bench-Passwort-2026" });
    const signUp = await fetch(`${base}/auth/v1/signup`, {
      method: "POST",
      headers: json,
      body: credentials,
    });
    const session = (await signUp.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${session.access_token}` };
    await fetch(`${base}/api/onboarding`, {
      method: "POST",
      headers: { ...json, ...auth },
      body: JSON.stringify({ name: "Bench", schoolType: "PRIMARY", grade: 4 }),
    });
    return {
      coldStartMs,
      health: await timeRequests(200, () => fetch(`${base}/health`)),
      appShellHtml: await timeRequests(200, () => fetch(`${base}/profil`)),
      onboardingGet: await timeRequests(200, () => fetch(`${base}/api/onboarding`, { headers: auth })),
      passwordLogin: await timeRequests(20, () =>
        fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: json,
          body: credentials,
        }),
      ),
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const summary = { webBundle: bundleSize(), server: await serverBench(), node: process.version };
console.log(JSON.stringify(summary, null, 2));
