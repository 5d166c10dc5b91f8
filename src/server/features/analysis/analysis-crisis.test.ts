import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_SUMMARY, careAnalysis } from "#server/analysis/care-analysis.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { careAnalysisSchema, sessionAnalysisSchema } from "#shared/contracts/analysis.ts";
import { fakeModelAnalysis, isAnalysisRequest } from "#tests/mocks/fake-analysis.ts";
import { generatedText } from "#tests/mocks/recording-model.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { completeSession, waitForStatus } from "./analysis-test-client.ts";

// Crisis sessions are not graded (docs/decisions/016-session-analysis.md): through the real app,
// with the offline producer and with a (fake) model, whose analysis must never be asked for.
type App = TestApp;

const CRISIS = "ich will mich umbringen";

const onboarded = (app: App) => app.pupil({ schoolType: "SECONDARY", grade: 2 });

async function complete(app: App, token: string, sessionId: string) {
  expect((await completeSession(app, token, sessionId)).status).toBe(200);
}

const analysisOf = async (app: App, token: string, sessionId: string) => {
  const res = await app.json("GET", `/api/sessions/${sessionId}/analysis`, undefined, token);
  expect(res.status).toBe(200);
  return res.body.analysis;
};

/** The session's competency events (the analysis's claims), read from the database. */
async function eventsOf(app: App, userId: string, publicId: string) {
  return app.database.db
    .select({ id: competencyEvents.id })
    .from(competencyEvents)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, competencyEvents.sessionId))
    .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.publicId, publicId)));
}

/** The ungraded result, with nothing of a grade and nothing the pupil wrote. */
function expectCare(analysis: unknown) {
  expect(sessionAnalysisSchema.safeParse(analysis).success).toBe(true);
  const care = careAnalysisSchema.parse(analysis);
  // Exactly the care result of its time (its content is care-analysis.unit.test.ts's concern).
  expect(care).toEqual(careAnalysis(new Date(care.timestamp)));
  expect(care.summary).toBe(CARE_SUMMARY);
  const text = JSON.stringify(analysis);
  expect(text).not.toMatch(/umbringen|ritze|Brüche|3\/4|schwierigere/i);
}

describe("a crisis session with the offline producer", () => {
  let t: App;
  beforeAll(async () => {
    t = await createTestApp({ AI_REQUESTS_PER_MINUTE: "100" }, { analysisPollMs: 50 });
  });
  afterAll(() => t.close());

  it("is not graded, claims no competency, leaves progress alone and stays so on reanalysis", async () => {
    const { token, userId } = await onboarded(t);
    await t.chatTurns(token, "normal-1", ["Brüche bitte", "3/4", "7/8"]);
    await complete(t, token, "normal-1");
    await waitForStatus(t, token, "normal-1", "completed");
    const progressBefore = await t.json("GET", "/api/progress", undefined, token);
    const analyticsBefore = await t.json("GET", "/api/progress/analytics", undefined, token);

    // Work that would count as a competency, then a crisis message answered with the help card.
    await t.chatTurns(token, "krise-1", ["Brüche bitte", "3/4", CRISIS, "7/8"]);
    await complete(t, token, "krise-1");
    await waitForStatus(t, token, "krise-1", "completed");
    expectCare(await analysisOf(t, token, "krise-1"));
    expect(await eventsOf(t, userId, "krise-1")).toEqual([]);
    expect((await t.json("GET", "/api/progress", undefined, token)).body).toEqual(progressBefore.body);
    expect((await t.json("GET", "/api/progress/analytics", undefined, token)).body).toEqual(
      analyticsBefore.body,
    );

    // The session and the list carry the caring sentence, no grade.
    const detail = await t.json("GET", "/api/sessions/krise-1", undefined, token);
    expect(detail.body.session.sessionSummary).toBe(CARE_SUMMARY);
    const list = await t.json("GET", "/api/sessions", undefined, token);
    const item = list.body.data.find((s: { id: string }) => s.id === "krise-1");
    expect(item.sessionSummary).toBe(CARE_SUMMARY);
    expect(JSON.stringify(item)).not.toMatch(/sessionQuality|independence|score|grade|umbringen/i);

    const re = await t.json("POST", "/api/sessions/krise-1/reanalyze", undefined, token);
    expect(re.status).toBe(202);
    await waitForStatus(t, token, "krise-1", "completed");
    expectCare(await analysisOf(t, token, "krise-1"));
    expect(await eventsOf(t, userId, "krise-1")).toEqual([]);
    expect((await t.json("GET", "/api/progress", undefined, token)).body).toEqual(progressBefore.body);
  });

  it("counts any safety event, also one with more fields than kind and at", async () => {
    const { token } = await onboarded(t);
    await t.chatTurns(token, "krise-2", ["Brüche bitte", "3/4"]);
    // As a later safety layer may note it: another kind, and where the finding came from.
    await t.database.db
      .update(tutoringSessions)
      .set({
        safetyEvents: sql`${tutoringSessions.safetyEvents} || ${JSON.stringify([
          { kind: "bullying", at: new Date().toISOString(), source: "model" },
        ])}::jsonb`,
      })
      .where(eq(tutoringSessions.publicId, "krise-2"));
    // The completion writes through the sessions service, which then holds the row as stored.
    await complete(t, token, "krise-2");
    await waitForStatus(t, token, "krise-2", "completed");
    expectCare(await analysisOf(t, token, "krise-2"));
  });

  it("replaces a grade stored for a crisis session before this rule when it is next read", async () => {
    const { token, userId } = await onboarded(t);
    await t.chatTurns(token, "alt-1", ["Brüche", "3/4", "Tipp", "7/8"]);
    await complete(t, token, "alt-1");
    await waitForStatus(t, token, "alt-1", "completed");
    const graded = await analysisOf(t, token, "alt-1");
    expect(graded.sessionQuality).not.toBeNull();
    expect((await eventsOf(t, userId, "alt-1")).length).toBeGreaterThan(0);

    // As if the crisis had been recorded under the old rules: a graded result on a crisis session.
    await t.database.db
      .update(tutoringSessions)
      .set({ safetyEvents: [{ kind: "suicide", at: new Date().toISOString() }] })
      .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.publicId, "alt-1")));
    // A second instance on the same database, so no cached row hides the change.
    const other = await createTestApp({ ANALYSIS_WORKER: "false" }, { database: t.database });
    try {
      expectCare(await analysisOf(other, token, "alt-1"));
      const status = await other.json("GET", "/api/sessions/alt-1/analysis-status", undefined, token);
      expect(status.body.status).toBe("processing");
      await waitForStatus(other, token, "alt-1", "completed");
      expectCare(await analysisOf(other, token, "alt-1"));
      expect(await eventsOf(other, userId, "alt-1")).toEqual([]);
      const [stored] = await other.database.db
        .select({ result: sessionAnalyses.result })
        .from(sessionAnalyses)
        .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionAnalyses.sessionId))
        .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.publicId, "alt-1")));
      expect(stored?.result?.care?.reason).toBe("crisis");
      // Through the instance whose worker stored it (the other one still holds the old row).
      const detail = await t.json("GET", "/api/sessions/alt-1", undefined, token);
      expect(detail.body.session.sessionSummary).toBe(CARE_SUMMARY);
    } finally {
      await other.close();
    }
  });
});

describe("a crisis session with a model producer", () => {
  let t: App;
  let analysisCalls = 0;
  let chatCalls = 0;

  beforeAll(async () => {
    const tutor = new MockLanguageModelV4({
      doStream: async () => {
        chatCalls += 1;
        const chunks: LanguageModelV4StreamPart[] = [
          { type: "text-start", id: "1" },
          { type: "text-delta", id: "1", delta: "Gut, probier es selbst: Was ist 1/2 + 1/4?" },
          { type: "text-end", id: "1" },
          {
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: {
              inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
              outputTokens: { total: 1, text: 1, reasoning: 0 },
            },
          },
        ];
        return { stream: simulateReadableStream({ chunks }) };
      },
      doGenerate: async (options) => {
        const body = { messages: options.prompt };
        if (isAnalysisRequest(body)) analysisCalls += 1;
        return generatedText(fakeModelAnalysis(body));
      },
    });
    t = await createTestApp({ AI_REQUESTS_PER_MINUTE: "100" }, { analysisPollMs: 50, models: { tutor } });
  });
  afterAll(() => t.close());

  it("analyses an ordinary session with the model, but never sends a crisis session to it", async () => {
    const { token, userId } = await onboarded(t);
    await t.chatTurns(token, "modell-normal", ["Ich rechne 3/4 + 1/8 mit dem Nenner 8, also 7/8"]);
    await complete(t, token, "modell-normal");
    await waitForStatus(t, token, "modell-normal", "completed");
    const graded = await analysisOf(t, token, "modell-normal");
    expect(graded.producer).toBe("model");
    expect(analysisCalls).toBe(1);
    const progressBefore = await t.json("GET", "/api/progress", undefined, token);

    await t.chatTurns(token, "modell-krise", ["Ich rechne 3/4 + 1/8 mit dem Nenner 8, also 7/8", CRISIS]);
    expect(chatCalls).toBeGreaterThan(0);
    await complete(t, token, "modell-krise");
    await waitForStatus(t, token, "modell-krise", "completed");
    expectCare(await analysisOf(t, token, "modell-krise"));
    expect(analysisCalls).toBe(1);
    expect(await eventsOf(t, userId, "modell-krise")).toEqual([]);
    expect((await t.json("GET", "/api/progress", undefined, token)).body).toEqual(progressBefore.body);

    const re = await t.json("POST", "/api/sessions/modell-krise/reanalyze", undefined, token);
    expect(re.status).toBe(202);
    await waitForStatus(t, token, "modell-krise", "completed");
    expectCare(await analysisOf(t, token, "modell-krise"));
    expect(analysisCalls).toBe(1);
  });
});
