import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminQuery } from "./test-db.ts";

// The real server as a child process, for tests that kill it (SIGKILL) and start it again on
// the same data: an on-disk PGlite directory, or a throwaway PostgreSQL database when
// TEST_DATABASE_URL is set.
const root = new URL("../..", import.meta.url).pathname;

export type ServerData = {
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
};

/** A data folder, and with TEST_DATABASE_URL a throwaway database, unless `embedded` asks for PGlite. */
export async function serverData(prefix: string, options: { embedded?: boolean } = {}): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), `lernfunke-${prefix}-`));
  const admin = options.embedded ? undefined : process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (admin) {
    const name = `lernfunke_${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;
    await adminQuery(admin, `create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => adminQuery(admin, `drop database if exists ${name} with (force)`);
  }
  return {
    dataDir,
    databaseUrl,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}

/** Starts src/server/main.ts and resolves once /health answers. */
export async function startServer(
  port: number,
  data: ServerData,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: "ignore",
  });
  // Up to a minute: a busy CI machine starts the server (migrations, the offline voice) slowly.
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start (exit code ${child.exitCode})`);
}

export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await exited;
}

/** A free-ish port for a child server: tests in parallel pick different ranges by chance. */
export const randomPort = () => 3400 + Math.floor(Math.random() * 1500);

const json = { "content-type": "application/json" };

/** Signs up (first call) or signs in and returns the access token. */
export async function tokenFor(base: string, email: string, password: string, signUp = false) {
  const res = await fetch(signUp ? `${base}/auth/v1/signup` : `${base}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export function api(base: string, token: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { ...json, authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** Stops a server as an operator would (SIGTERM) and waits until it has exited. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  child.kill("SIGTERM");
  return exited;
}

export type Finished = { code: number | null; stdout: string; stderr: string; ms: number };

/**
 * Runs a Node script of the project (a second server, `scripts/user-create.ts`) to its end with
 * the data's settings, and keeps what it printed. Killed after `timeoutMs`.
 */
export function runToExit(
  args: string[],
  data: ServerData,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<Finished> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      LOG_LEVEL: "silent",
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    }),
  );
}
