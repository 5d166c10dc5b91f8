import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { analysisResponseSchema, analysisStatusResponseSchema } from "#shared/contracts/analysis.ts";
import { appConfigSchema } from "#shared/contracts/app-config.ts";
import { chatHealthSchema } from "#shared/contracts/chat.ts";
import { chatStreamEventSchemas, isChatStreamEventName } from "#shared/contracts/chat-stream.ts";
import {
  bulkPupilsCreatedSchema,
  classCreatedSchema,
  classDetailSchema,
  joinCodeStateSchema,
  joinPreviewSchema,
  passwordResetSchema,
  pupilClassesResponseSchema,
  pupilClassSchema,
  teacherClassesResponseSchema,
} from "#shared/contracts/classes.ts";
import {
  preparationUploadResponseSchema,
  sessionFilesUploadResponseSchema,
} from "#shared/contracts/files.ts";
import {
  learningAssessmentResponseSchema,
  onboardingResponseSchema,
  saveOnboardingResponseSchema,
} from "#shared/contracts/onboarding.ts";
import {
  generatePlanResponseSchema,
  preparedSessionResponseSchema,
  savePreparationResponseSchema,
} from "#shared/contracts/preparation.ts";
import {
  completeSessionResponseSchema,
  sessionDetailResponseSchema,
  sessionListResponseSchema,
} from "#shared/contracts/sessions.ts";
import { enrollSubjectResponseSchema } from "#shared/contracts/subjects.ts";
import { signedUrlResponseSchema, voiceHealthResponseSchema } from "#shared/contracts/voice.ts";
import { QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import { png } from "#tests/support/file-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { postFiles } from "#tests/support/upload-request.ts";

// The other half of decision 027: the browser parses every answer with its route's schema from
// src/shared/contracts/, so the real server's answers must pass those schemas. Typecheck ties
// the server's values to the schemas' types; this test checks what goes over the wire.
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ AI_REQUESTS_PER_MINUTE: "100" }, { analysisPollMs: 50 });
  const { session } = await t.signUp();
  token = session.access_token;
  userId = session.user.id;
});
afterAll(() => t.close());

/** The answer's body, parsed with the schema the browser uses (throws with the zod issues). */
async function answer<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown) {
  const res = await t.json(method, path, body, token);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return schema.parse(res.body);
}

describe("the server's answers match the shared schemas the browser parses with", () => {
  it("config, health, onboarding, quiz and enrolment", async () => {
    expect(appConfigSchema.parse((await t.json("GET", "/config.json")).body).authMode).toBe("embedded");
    expect((await answer(chatHealthSchema, "GET", "/api/chat/health")).offline).toBe(true);
    expect((await answer(voiceHealthResponseSchema, "GET", "/api/elevenlabs/health")).backend).toBe("local");

    expect((await answer(onboardingResponseSchema, "GET", "/api/onboarding")).onboarding).toBeNull();
    const input = { name: "Mia", schoolType: "SECONDARY", grade: 2 };
    await answer(saveOnboardingResponseSchema, "POST", "/api/onboarding", input);
    const answers = Object.fromEntries(QUIZ_QUESTIONS.map((q) => [String(q.id), "A"]));
    await answer(learningAssessmentResponseSchema, "POST", "/api/onboarding/learning-assessment", {
      answers,
    });
    const { onboarding } = await answer(onboardingResponseSchema, "GET", "/api/onboarding");
    expect(onboarding?.answers.learning_profile).toBeTruthy();

    await answer(enrollSubjectResponseSchema, "POST", "/api/subjects/mathematik/enroll");
  });

  it("the chat's stream events, one schema per event name", async () => {
    const res = await t.chatStream(token, "Brüche bitte", "ct-1");
    expect(res.status).toBe(200);
    const events = [...(await res.text()).matchAll(/^event: (\w+)\ndata: (.*)$/gm)];
    expect(events.map((m) => m[1])).toContain("done");
    for (const [, name = "", data = ""] of events) {
      expect(isChatStreamEventName(name), name).toBe(true);
      if (isChatStreamEventName(name)) chatStreamEventSchemas[name].parse(JSON.parse(data));
    }
  });

  it("sessions, completion and analysis", async () => {
    expect((await answer(sessionListResponseSchema, "GET", "/api/sessions")).data.length).toBeGreaterThan(0);
    await answer(sessionDetailResponseSchema, "GET", "/api/sessions/ct-1");
    const payload = {
      conversationTranscript: [{ type: "user", text: "Brüche bitte", timestamp: new Date().toISOString() }],
      sessionType: "text",
      subjectId: "mathematik",
    };
    await answer(completeSessionResponseSchema, "POST", "/api/sessions/ct-1/complete", payload);

    let status = await answer(analysisStatusResponseSchema, "GET", "/api/sessions/ct-1/analysis-status");
    for (let i = 0; i < 200 && status.status !== "completed"; i++) {
      await new Promise((r) => setTimeout(r, 25));
      status = await answer(analysisStatusResponseSchema, "GET", "/api/sessions/ct-1/analysis-status");
    }
    expect(status.status).toBe("completed");
    expect(
      (await answer(analysisResponseSchema, "GET", "/api/sessions/ct-1/analysis")).analysis.producer,
    ).toBe("offline");
  });

  it("preparation, uploads and the voice URL", async () => {
    const { preparationPlan } = await answer(
      generatePlanResponseSchema,
      "POST",
      "/api/session-preparation/generate-plan",
      {
        userQuestion: "Wie addiere ich Brüche?",
        subjectId: "mathematik",
      },
    );
    const preparationData = {
      question: "Wie addiere ich Brüche?",
      generatedPlan: preparationPlan,
      timestamp: "2026-11-25T10:00:00Z",
    };
    await answer(savePreparationResponseSchema, "POST", "/api/session-preparation/save-preparation", {
      sessionId: "ct-2",
      preparationData,
      subjectId: "mathematik",
      sessionType: "chat",
    });
    const prepared = await answer(
      preparedSessionResponseSchema,
      "GET",
      "/api/session-preparation/session/ct-2",
    );
    expect(prepared.session.preparationData?.generatedPlan).toEqual(preparationPlan);

    const files = [{ name: "tafel.png", bytes: png(32, 16) }];
    const session = await postFiles(t.app, "/api/session-files/upload", {
      token,
      files,
      fields: { sessionId: "ct-2" },
      field: "files[]",
    });
    expect(session.status).toBe(200);
    sessionFilesUploadResponseSchema.parse(session.body);
    const preparation = await postFiles(t.app, "/api/session-preparation/upload-files", {
      token,
      files,
      fields: { sessionId: "ct-3", userId },
    });
    expect(preparation.status).toBe(200);
    preparationUploadResponseSchema.parse(preparation.body);

    await answer(signedUrlResponseSchema, "GET", "/api/elevenlabs/signed-url?subject=mathematik");
  });

  it("classes: the teacher's and the pupil's routes", async () => {
    const email = `lehrerin-${crypto.randomUUID()}@schule.ch`;
    await t.auth?.createUser({ email, password: "Klassen-Lehrerin-2026", role: "teacher" });
    const signedIn = await t.json("POST", "/auth/v1/token?grant_type=password", {
      email,
      password: "Klassen-Lehrerin-2026",
    });
    const teacher = signedIn.body.access_token as string;
    const as = async <S extends z.ZodType>(
      who: string,
      schema: S,
      method: string,
      path: string,
      body?: unknown,
    ) => {
      const res = await t.json(method, path, body, who);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return schema.parse(res.body);
    };
    const cls = await as(teacher, classCreatedSchema, "POST", "/api/classes", {
      name: "5b",
      schoolType: "PRIMARY",
      grade: 5,
    });
    await as(teacher, teacherClassesResponseSchema, "GET", "/api/classes");
    const { pupils } = await as(teacher, bulkPupilsCreatedSchema, "POST", `/api/classes/${cls.id}/pupils`, {
      csv: "Mia;Keller",
    });
    await as(
      teacher,
      passwordResetSchema,
      "POST",
      `/api/classes/${cls.id}/pupils/${pupils[0]?.id}/reset-password`,
    );
    const code = await as(teacher, joinCodeStateSchema, "POST", `/api/classes/${cls.id}/join-code`);
    await as(teacher, joinCodeStateSchema, "PUT", `/api/classes/${cls.id}/join-code`, { enabled: true });
    await as(token, joinPreviewSchema, "POST", "/api/classes/join/preview", { code: code.joinCode });
    await as(token, pupilClassSchema, "POST", "/api/classes/join", { code: code.joinCode });
    await as(token, pupilClassesResponseSchema, "GET", "/api/classes/memberships");
    expect((await as(teacher, classDetailSchema, "GET", `/api/classes/${cls.id}`)).members).toHaveLength(2);
  });
});
