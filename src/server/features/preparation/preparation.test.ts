import { describe, expect, it } from "vitest";
import { interviewPlanSchema, preparationPlanSchema } from "#shared/contracts/preparation.ts";
import { safetyDecide } from "#tests/mocks/fake-safety.ts";
import { fakeOpenAIPerFile, hostedTestAppPerFile, testAppPerFile } from "#tests/support/per-file.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { PLAN_NOTES } from "./preparation.service.ts";

// Session preparation through the real app: the offline planner by default, and a hosted model
// behind a local fake OpenAI-compatible server that answers with JSON.
const offline = testAppPerFile();
const upstream = fakeOpenAIPerFile({ judge: safetyDecide });
const hosted = hostedTestAppPerFile(upstream, "fake-planner", {
  AI_MAX_RETRIES: "0",
  AI_TIMEOUT_MS: "3000",
  AI_REQUESTS_PER_MINUTE: "2",
});

const generatePlan = (app: TestApp, body: unknown, token?: string) =>
  app.json("POST", "/api/session-preparation/generate-plan", body, token);

async function pupil(app: TestApp, schoolType = "SECONDARY", grade = 2) {
  return (await app.pupil({ schoolType, grade })).token;
}

const WORKSHEET = "[DOKUMENT ANALYSIERT: bruchblatt.pdf] Aufgabe 1: 3/4 + 1/8\nAufgabe 2: 5/6 - 1/3";
const planBody = (extra: Record<string, unknown> = {}) => ({
  userQuestion: "Wie addiere ich Brüche?",
  subjectId: "mathematik",
  analyzedContent: WORKSHEET,
  ...extra,
});
const MODEL_PLAN = {
  learning_objectives: ["Brüche gleichnamig machen", "Brüche addieren"],
  discussion_flow: ["Vorwissen", "Erweitern", "Addieren", "Zusammenfassen"],
  interactive_elements: ["Eine Pizza zeichnen"],
  estimated_duration: "25 Minuten",
  difficulty_level: "Sekundarschule, 2. Klasse – mittel",
  starter_message: "Hallo! Heute geht es um Brüche. Was weisst du schon darüber?",
};

describe("POST /api/session-preparation/generate-plan", () => {
  it("offline: a plan for the question, the pupil's grade and the uploaded worksheet", async () => {
    const token = await pupil(offline);
    const res = await generatePlan(offline, planBody(), token);
    expect(res.status).toBe(200);
    expect(res.body.error).toBeUndefined();
    const plan = preparationPlanSchema.parse(res.body.preparationPlan);
    expect(plan.difficulty_level).toBe("Sekundarschule, 2. Klasse – mittel");
    expect(plan.starter_message).toContain("«bruchblatt.pdf»");
    expect(plan.discussion_flow.join("\n")).toContain("„Aufgabe 1: 3/4 + 1/8“");
  });

  it("offline: the interview variant for Bewerbungsgespräch, also by alias", async () => {
    const token = await pupil(offline);
    const res = await generatePlan(
      offline,
      { userQuestion: "Lehrstelle als Koch", subjectId: "interview", sessionType: "voice" },
      token,
    );
    expect(res.status).toBe(200);
    const plan = interviewPlanSchema.parse(res.body.preparationPlan);
    expect(plan.interview_position).toBe("Lehrstelle als Koch");
    expect(plan.starter_message).toMatch(/^Grüezi/);
  });

  it("answers an unknown subject with 404 and a missing question with 400, in German", async () => {
    const token = await pupil(offline);
    const unknown = await generatePlan(offline, planBody({ subjectId: "klingonisch" }), token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Das Fach «klingonisch» gibt es nicht.");
    const empty = await generatePlan(offline, planBody({ userQuestion: "  " }), token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Die Frage fehlt.");
    const anonymous = await generatePlan(offline, planBody());
    expect(anonymous.status).toBe(401);
  });

  it("hosted: asks the model for JSON, with the file only in the material block, and returns its plan", async () => {
    const token = await pupil(hosted);
    upstream.script({ kind: "reply", text: JSON.stringify(MODEL_PLAN) });
    const before = upstream.requests.length;
    const res = await generatePlan(hosted, planBody(), token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preparationPlan: MODEL_PLAN });
    const sent = upstream.requests[before]?.body;
    expect(sent.stream).toBeFalsy();
    expect(sent.response_format).toMatchObject({ type: "json_object" });
    const [system, user] = sent.messages as Array<{ role: string; content: string }>;
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("Sekundarschule, 2. Klasse");
    const block = system?.content.indexOf("<schuelermaterial>") ?? -1;
    expect(block).toBeGreaterThan(0);
    expect(system?.content.indexOf("Aufgabe 1: 3/4 + 1/8")).toBeGreaterThan(block);
    expect(user?.content).toContain("«Wie addiere ich Brüche?»");
    expect(user?.content).not.toContain("Aufgabe 1");
  });

  it("hosted: an invalid plan or a failing model gives the offline plan and a German note", async () => {
    const token = await pupil(hosted);
    upstream.script({ kind: "reply", text: JSON.stringify({ ...MODEL_PLAN, learning_objectives: [] }) });
    const invalid = await generatePlan(hosted, planBody(), token);
    expect(invalid.status).toBe(200);
    expect(invalid.body.error).toBe(PLAN_NOTES.failed);
    const plan = preparationPlanSchema.parse(invalid.body.preparationPlan);
    expect(plan.starter_message).toContain("«bruchblatt.pdf»");

    upstream.script({ kind: "status", status: 500 });
    const failed = await generatePlan(hosted, planBody(), token);
    expect(failed.status).toBe(200);
    expect(failed.body.error).toBe(PLAN_NOTES.failed);
    expect(preparationPlanSchema.safeParse(failed.body.preparationPlan).success).toBe(true);
  });

  it("hosted: over the pupil's model limit, no model request and the offline plan", async () => {
    const token = await pupil(hosted);
    upstream.script(
      { kind: "reply", text: JSON.stringify(MODEL_PLAN) },
      { kind: "reply", text: JSON.stringify(MODEL_PLAN) },
    );
    for (let i = 0; i < 2; i++) {
      const ok = await generatePlan(hosted, planBody(), token);
      expect(ok.body.error).toBeUndefined();
    }
    const before = upstream.requests.length;
    const limited = await generatePlan(hosted, planBody(), token);
    expect(limited.status).toBe(200);
    expect(limited.body.error).toBe(PLAN_NOTES.limited);
    expect(upstream.requests).toHaveLength(before);
  });
});
