import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import type { FakeUpstream } from "#tests/mocks/fake-upstream.ts";

// A server killed with SIGKILL while the tutor is still answering must lose no message it has
// acknowledged: the pupil's message is stored before the first byte of the reply is sent.
// Runs the real server as a child process on an on-disk PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set.
const root = new URL("../..", import.meta.url).pathname;
let upstream: FakeUpstream;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  upstream = await startFakeOpenAIServer();
  dataDir = mkdtempSync(join(tmpdir(), "lernfunke-crash-"));
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `lernfunke_crash_${crypto.randomUUID().replaceAll("-", "")}`;
    const run = async (sql: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await run(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  }
});
afterAll(async () => {
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: "silent",
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: upstream.baseURL,
      AI_MODEL: "fake-tutor",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 200; i++) {
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
  throw new Error("server did not start");
}

describe("a server killed mid-reply", () => {
  it("keeps the pupil's acknowledged message", async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    try {
      const json = { "content-type": "application/json" };
      const signUp = await fetch(`${base}/auth/v1/signup`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "absturz@schule.ch", password: "Absturz-Test-2026" }),
      });
      const { access_token: token } = (await signUp.json()) as { access_token: string };

      // The upstream sends two words, then nothing: the reply is in flight when the server dies.
      upstream.script({ kind: "stall", afterChunks: 2, text: "Gute Frage, überlege zuerst" });
      const res = await fetch(`${base}/api/chat/stream`, {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          messages: [{ text: "Meine wichtige Frage", sender: "user" }],
          subject: "mathematik",
          sessionId: "absturz-1",
        }),
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let seen = "";
      while (!seen.includes("event: delta")) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended early");
        seen += new TextDecoder().decode(value);
      }
      expect(seen).toContain("event: session"); // acknowledged
      server.kill("SIGKILL");
      await new Promise((r) => server.once("exit", r));
      await reader.cancel().catch(() => undefined);

      server = await startServer(port);
      const login = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "absturz@schule.ch", password: "Absturz-Test-2026" }),
      });
      const fresh = ((await login.json()) as { access_token: string }).access_token;
      const detail = await fetch(`${base}/api/sessions/absturz-1`, {
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(detail.status).toBe(200);
      const { session } = (await detail.json()) as {
        session: { conversationTranscript: Array<{ type: string; text: string }> };
      };
      expect(session.conversationTranscript[0]).toMatchObject({ type: "user", text: "Meine wichtige Frage" });
    } finally {
      server.kill("SIGKILL");
    }
  }, 60_000);
});
