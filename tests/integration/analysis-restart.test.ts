import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionAnalysisSchema } from "#shared/contracts/analysis.ts";
import { fakeModelAnalysis, isAnalysisRequest } from "#tests/mocks/fake-analysis.ts";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
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

// A server killed (SIGKILL) while a model is writing a session's analysis finishes that analysis
// after it starts again: the job row survives, its lease runs out (or, on the embedded
// database, the new process takes back what the dead one held), and the worker claims it again.
// The real server as a child process, on an on-disk PGlite or on PostgreSQL (TEST_DATABASE_URL).
let upstream: FakeUpstream;
let data: ServerData;
let analysisRequests = 0;

beforeAll(async () => {
  // The first analysis request never gets an answer (the server dies waiting); later ones do.
  upstream = await startFakeOpenAIServer({
    decide: (body) => {
      if (!isAnalysisRequest(body)) return undefined;
      analysisRequests += 1;
      return analysisRequests === 1 ? { kind: "hang" } : { kind: "reply", text: fakeModelAnalysis(body) };
    },
  });
  data = await serverData("analysis");
});
afterAll(async () => {
  await upstream.close();
  await data.remove();
});

const env = () => ({
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: upstream.baseURL,
  AI_MODEL: "fake-tutor",
  ANALYSIS_LEASE_SECONDS: "5",
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("a server killed during an analysis", () => {
  it("finishes the analysis after a restart", async () => {
    const port = randomPort();
    const base = `http://127.0.0.1:${port}`;
    let server: ChildProcess = await startServer(port, data, env());
    try {
      const token = await tokenFor(base, "neustart@schule.ch", "Neustart-Test-2026", true);
      let call = api(base, token);
      await call("POST", "/api/onboarding", { name: "Mia", schoolType: "SECONDARY", grade: 2 });
      const question = "Ich rechne 3/4 + 1/8 mit dem Nenner 8, also 6/8 + 1/8 = 7/8";
      const chat = await call("POST", "/api/chat/completion", {
        messages: [{ text: question, sender: "user" }],
        subject: "mathematik",
        sessionId: "neustart-1",
      });
      expect(chat.status).toBe(200);
      const done = await call("POST", "/api/sessions/neustart-1/complete", {
        conversationTranscript: [],
        sessionType: "text",
        subjectId: "mathematik",
        competenciesDiscussed: [],
        metadata: { messageCount: 2 },
      });
      expect(done.status).toBe(200);

      await until("the model to be asked for the analysis", async () =>
        analysisRequests >= 1 ? true : undefined,
      );
      const status = await (await call("GET", "/api/sessions/neustart-1/analysis-status")).json();
      expect(status).toMatchObject({ status: "processing", attempts: 1 });
      await killHard(server);

      server = await startServer(port, data, env());
      call = api(base, await tokenFor(base, "neustart@schule.ch", "Neustart-Test-2026"));
      await until("the analysis to complete", async () => {
        const res = await (await call("GET", "/api/sessions/neustart-1/analysis-status")).json();
        expect(res.status).not.toBe("failed");
        return res.status === "completed" ? res : undefined;
      });
      expect(analysisRequests).toBe(2);

      const { analysis } = await (await call("GET", "/api/sessions/neustart-1/analysis")).json();
      expect(sessionAnalysisSchema.parse(analysis)).toEqual(analysis);
      expect(analysis.producer).toBe("model");
      expect(analysis.summary).toBe(
        "Du hast mit dem Tutor an deiner Frage gearbeitet und selbst mitgerechnet.",
      );
      expect(analysis.competencyUpdates).toHaveLength(1);
      expect(analysis.competencyUpdates[0].evidenceText).toEqual([question]);
    } finally {
      await killHard(server);
    }
  }, 180_000);
});
