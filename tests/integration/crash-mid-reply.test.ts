import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import { safetyDecide } from "#tests/mocks/fake-safety.ts";
import type { FakeUpstream } from "#tests/mocks/fake-upstream.ts";
import {
  api,
  killHard,
  randomPort,
  type ServerData,
  serverData,
  startServer,
  tokenFor,
} from "#tests/support/server-process.ts";

// A server killed with SIGKILL while the tutor is still answering must lose no message it has
// acknowledged: the pupil's message is stored before the first byte of the reply is sent.
// Runs the real server as a child process on an on-disk PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set.
let upstream: FakeUpstream;
let data: ServerData;

beforeAll(async () => {
  upstream = await startFakeOpenAIServer({ judge: safetyDecide });
  data = await serverData("crash");
});
afterAll(async () => {
  await upstream.close();
  await data.remove();
});

const modelEnv = () => ({
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: upstream.baseURL,
  AI_MODEL: "fake-tutor",
  ANALYSIS_WORKER: "false",
});

describe("a server killed mid-reply", () => {
  it("keeps the pupil's acknowledged message", async () => {
    const port = randomPort();
    const base = `http://127.0.0.1:${port}`;
    let server: ChildProcess = await startServer(port, data, modelEnv());
    try {
      const token = await tokenFor(base, "absturz@schule.ch", "Absturz-Test-2026", true);

      // The upstream sends two words, then nothing: the reply is in flight when the server dies.
      upstream.script({ kind: "stall", afterChunks: 2, text: "Gute Frage, überlege zuerst" });
      const res = await api(base, token)("POST", "/api/chat/stream", {
        messages: [{ text: "Meine wichtige Frage", sender: "user" }],
        subject: "mathematik",
        sessionId: "absturz-1",
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let seen = "";
      while (!seen.includes("event: delta")) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended early");
        seen += new TextDecoder().decode(value);
      }
      expect(seen).toContain("event: session"); // acknowledged
      await killHard(server);
      await reader.cancel().catch(() => undefined);

      server = await startServer(port, data, modelEnv());
      const fresh = await tokenFor(base, "absturz@schule.ch", "Absturz-Test-2026");
      const detail = await api(base, fresh)("GET", "/api/sessions/absturz-1");
      expect(detail.status).toBe(200);
      const { session } = (await detail.json()) as {
        session: { conversationTranscript: Array<{ type: string; text: string }> };
      };
      expect(session.conversationTranscript[0]).toMatchObject({ type: "user", text: "Meine wichtige Frage" });
    } finally {
      await killHard(server);
    }
  }, 180_000);
});
