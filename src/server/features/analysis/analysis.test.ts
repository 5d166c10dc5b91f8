import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionAnalysisSchema } from "#shared/contracts/analysis.ts";
import { findCompetency } from "#shared/domain/competencies.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { completeSession, waitForStatus } from "./analysis-test-client.ts";

// The analysis through the real app: a chat with the offline tutor, completed, analysed by this
// app's worker (offline heuristics), read back by its owner only.
type App = TestApp;
let t: App;
beforeAll(async () => {
  t = await createTestApp({ AI_REQUESTS_PER_MINUTE: "100" }, { analysisPollMs: 50 });
});
afterAll(() => t.close());

const onboarded = async (app: App = t) => (await app.pupil({ schoolType: "SECONDARY", grade: 2 })).token;

describe("session analysis API", () => {
  it("analyses a completed chat session and stores summary and competency progress", async () => {
    const token = await onboarded();
    await t.chatTurns(token, "ana-1", ["Brüche bitte", "Warum braucht man einen gemeinsamen Nenner?", "7/8"]);
    expect((await completeSession(t, token, "ana-1")).status).toBe(200);

    await waitForStatus(t, token, "ana-1", "completed");
    const res = await t.json("GET", "/api/sessions/ana-1/analysis", undefined, token);
    expect(res.status).toBe(200);
    const analysis = sessionAnalysisSchema.parse(res.body.analysis);
    expect(analysis.producer).toBe("offline");
    for (const update of analysis.competencyUpdates) {
      expect(findCompetency(update.competencyId)?.subjectId).toBe("mathematik");
    }

    const detail = await t.json("GET", "/api/sessions/ana-1", undefined, token);
    expect(detail.body.session.sessionSummary).toBe(analysis.summary);
    const list = await t.json("GET", "/api/sessions", undefined, token);
    expect(list.body.data[0].sessionSummary).toBe(analysis.summary);
  });

  it("reports not_found for a running session and refuses to analyse it", async () => {
    const token = await onboarded();
    await t.chatTurns(token, "ana-running", ["Hallo"]);
    const status = await t.json("GET", "/api/sessions/ana-running/analysis-status", undefined, token);
    expect(status).toMatchObject({ status: 200, body: { status: "not_found" } });
    const analyze = await t.json("POST", "/api/sessions/ana-running/analyze", undefined, token);
    expect(analyze.status).toBe(409);
    expect(analyze.body.message).toBe("Die Session läuft noch. Beende sie zuerst.");
    const result = await t.json("GET", "/api/sessions/ana-running/analysis", undefined, token);
    expect(result.status).toBe(404);
    expect(result.body.message).toBe("Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen");
  });

  it("fails a session without a word from the pupil, and tries again on analyze", async () => {
    const token = await onboarded();
    expect((await completeSession(t, token, "ana-empty")).status).toBe(200);
    const failed = await waitForStatus(t, token, "ana-empty", "failed");
    expect(failed.error).toMatch(/keine Nachricht von dir/);

    const again = await t.json("POST", "/api/sessions/ana-empty/analyze", undefined, token);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ success: true, status: "processing" });
    await waitForStatus(t, token, "ana-empty", "failed");
  });

  it("analyses a voice session from the transcript of its completion", async () => {
    const token = await onboarded();
    const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, s)).toISOString();
    await completeSession(t, token, "voice_1_abc", [
      { type: "assistant", text: "Hallo! Was möchtest du üben?", timestamp: at(0) },
      { type: "user", text: "Ich möchte Brüche addieren, zum Beispiel 1/2 + 1/4.", timestamp: at(5) },
      { type: "assistant", text: "Gute Idee! Welchen gemeinsamen Nenner findest du?", timestamp: at(9) },
      { type: "user", text: "Vier, also 2/4 + 1/4 = 3/4.", timestamp: at(20) },
      { type: "assistant", text: "Richtig, super gemacht!", timestamp: at(22) },
    ]);
    await waitForStatus(t, token, "voice_1_abc", "completed");
    const res = await t.json("GET", "/api/sessions/voice_1_abc/analysis", undefined, token);
    const evidence = res.body.analysis.competencyUpdates.flatMap(
      (u: { evidenceText: string[] }) => u.evidenceText,
    );
    for (const quote of evidence) {
      expect(
        ["Ich möchte Brüche addieren, zum Beispiel 1/2 + 1/4.", "Vier, also 2/4 + 1/4 = 3/4."].some((turn) =>
          turn.includes(quote.replace(/…$/, "")),
        ),
      ).toBe(true);
    }
  });

  it("reanalyses without counting the session's competencies twice", async () => {
    const token = await onboarded();
    await t.chatTurns(token, "ana-re", ["Brüche", "3/4", "Tipp", "7/8"]);
    await completeSession(t, token, "ana-re");
    await waitForStatus(t, token, "ana-re", "completed");
    const before = await t.json("GET", "/api/progress", undefined, token);

    const re = await t.json("POST", "/api/sessions/ana-re/reanalyze", undefined, token);
    expect(re.status).toBe(202);
    await waitForStatus(t, token, "ana-re", "completed");
    const after = await t.json("GET", "/api/progress", undefined, token);
    expect(after.body).toEqual(before.body);
  });

  it("keeps every analysis endpoint to the session's owner", async () => {
    const owner = await onboarded();
    const other = await onboarded();
    await t.chatTurns(owner, "ana-own", ["Brüche", "1/2"]);
    await completeSession(t, owner, "ana-own");
    await waitForStatus(t, owner, "ana-own", "completed");

    for (const [method, path] of [
      ["GET", "/api/sessions/ana-own/analysis-status"],
      ["GET", "/api/sessions/ana-own/analysis"],
      ["POST", "/api/sessions/ana-own/analyze"],
      ["POST", "/api/sessions/ana-own/reanalyze"],
    ] as const) {
      const res = await t.json(method, path, undefined, other);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe("Session nicht gefunden.");
      expect((await t.json(method, path)).status, `${method} ${path} without a token`).toBe(401);
    }
    const bad = await t.json("GET", "/api/sessions/bad%20id/analysis-status", undefined, owner);
    expect(bad.status).toBe(400);
  });
});

describe("an instance without a worker", () => {
  it("leaves the job queued (processing) until an instance with a worker takes it", async () => {
    const queuing = await createTestApp({ ANALYSIS_WORKER: "false" });
    try {
      const token = await onboarded(queuing);
      await queuing.chatTurns(token, "ana-later", ["Brüche", "1/2"]);
      await completeSession(queuing, token, "ana-later");
      const status = await queuing.json("GET", "/api/sessions/ana-later/analysis-status", undefined, token);
      expect(status.body).toEqual({ status: "processing", attempts: 0 });

      const working = await createTestApp({}, { database: queuing.database, analysisPollMs: 50 });
      try {
        await waitForStatus(working, token, "ana-later", "completed");
      } finally {
        await working.close();
      }
    } finally {
      await queuing.close();
    }
  });
});
