// Starts the real server (`node src/server/main.ts`, with a temporary DATA_DIR) or the bare SDK
// floor server as a child process on a free loopback port, and takes it away again: on stop(),
// and as a safety net when the bench process exits for any reason. BENCH_CPU_PROF=<dir> writes a
// V8 CPU profile of each child (one file per thread).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepAliveAgent, requestJson } from "./http.ts";

const running = new Set<{ child: ChildProcess; cleanUp: () => void }>();
process.on("exit", () => {
  for (const { child, cleanUp } of running) {
    child.kill("SIGKILL");
    cleanUp();
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type AppServer = {
  base: string;
  /** From spawn to the first healthy GET /health. */
  coldStartMs: number;
  /** CPU time the server process has used so far (all threads), or null where /proc is missing. */
  cpuMs(): number | null;
  /** The server's process id (to signal it, or read /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
};

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

function processCpuMs(pid: number | undefined): number | null {
  try {
    // Fields after the command name "(…)": state is field 3, utime 14 and stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

export type StartAppOptions = {
  /** A DATA_DIR the caller made and removes (to seed it between two servers); default: a temporary one. */
  dataDir?: string;
  /** Node's own flags before the script (e.g. --expose-gc, --import a probe). */
  nodeArgs?: string[];
};

/** The app (`node src/server/main.ts`) on the embedded default, with a temporary DATA_DIR. */
export function startApp(
  root: string,
  env: Record<string, string> = {},
  options: StartAppOptions = {},
): Promise<AppServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "lernfunke-bench-"));
  return startServerProcess(root, {
    args: () => [...(options.nodeArgs ?? []), "src/server/main.ts"],
    env: (port) => ({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env }),
    cleanUp: () => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** The bare SDK server of bench/sdk-floor-server.ts, streaming from `upstreamBaseURL`. */
export function startSdkFloor(root: string, upstreamBaseURL: string): Promise<AppServer> {
  return startServerProcess(root, {
    args: (port) => ["bench/sdk-floor-server.ts", upstreamBaseURL, String(port)],
    env: () => ({}),
    cleanUp: () => undefined,
  });
}

type ServerProcess = {
  args: (port: number) => string[];
  env: (port: number) => Record<string, string>;
  cleanUp: () => void;
};

async function startServerProcess(root: string, spec: ServerProcess): Promise<AppServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profileDir = process.env.BENCH_CPU_PROF;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...spec.args(port)],
    { cwd: root, env: { ...process.env, ...spec.env(port) }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const entry = { child, cleanUp: spec.cleanUp };
  running.add(entry);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (!running.has(entry)) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 8000);
    await exited;
    clearTimeout(killer);
    spec.cleanUp();
    running.delete(entry);
  };

  let coldStartMs = 0;
  // A time limit, not a count of tries: on a busy machine each try itself takes longer.
  const giveUpAt = performance.now() + 90_000;
  while (performance.now() < giveUpAt && child.exitCode === null) {
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
  if (!coldStartMs) {
    await stop();
    throw new Error("server did not become healthy");
  }
  return { base, coldStartMs, cpuMs: () => processCpuMs(child.pid), pid: child.pid, stop };
}

/** Registers pupils through the embedded auth (at most 30 per IP in five minutes). */
export async function signUpPupils(base: string, count: number, prefix: string): Promise<string[]> {
  const agent = keepAliveAgent(1);
  const tokens: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const session = await requestJson<{ access_token: string }>(`${base}/auth/v1/signup`, {
        agent,
        body: { email: `${prefix}-${i}@schule.ch`, password: "Bench-Passwort-2026" },
      });
      tokens.push(session.access_token);
    }
  } finally {
    agent.destroy();
  }
  return tokens;
}
