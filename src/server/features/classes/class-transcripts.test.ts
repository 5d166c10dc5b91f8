import { describe, expect, it } from "vitest";
import { classCreatedSchema, classTranscriptSchema, pupilSessionsSchema } from "#shared/contracts/classes.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

// TEACHER_SEES_TRANSCRIPTS (issue 20, decision 053): off, a teacher reads no conversation; on,
// the conversations of pupils in the teacher's class, except those with the help card.

const TEACHER_PASSWORD = "Klassen-Lehrerin-2026";

async function teacher(t: TestApp) {
  const email = `lehrerin-${crypto.randomUUID()}@schule.ch`;
  if (!t.auth) throw new Error("embedded auth expected");
  await t.auth.createUser({
    email,
    password: TEACHER_PASSWORD,
    role: "teacher",
    data: { name: "Frau Keller" },
  });
  const res = await t.json("POST", "/auth/v1/token?grant_type=password", {
    email,
    password: TEACHER_PASSWORD,
  });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

/** A teacher with a class, Lia in it (who chatted twice, once with the help card), Tim outside. */
async function classWithChats(t: TestApp) {
  const token = await teacher(t);
  const created = await t.json(
    "POST",
    "/api/classes",
    { name: "5b", schoolType: "PRIMARY", grade: 5 },
    token,
  );
  const cls = classCreatedSchema.parse(created.body);
  const lia = await t.pupil({ schoolType: "PRIMARY", grade: 5 });
  const tim = await t.pupil({ schoolType: "PRIMARY", grade: 5 });
  expect((await t.json("POST", "/api/classes/join", { code: cls.joinCode }, lia.token)).status).toBe(201);
  await t.chatTurns(lia.token, "lia-mathe", ["Was ist 3 + 4?"]);
  expect((await t.chatTurn(lia.token, "ich will nicht mehr leben", "lia-krise")).body.helpCard).toBeDefined();
  await t.chatTurns(tim.token, "tim-mathe", ["Was ist 5 + 5?"]);
  return { token, cls, lia, tim };
}

describe("transcripts, where the school does not allow them (the default)", () => {
  it("answers 403 in German and shows nothing", async () => {
    const t = await createTestApp();
    try {
      const { token, cls, lia } = await classWithChats(t);
      const res = await t.json(
        "GET",
        `/api/classes/${cls.id}/pupils/${lia.userId}/sessions`,
        undefined,
        token,
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: "transcripts_not_allowed",
        message: "Die Gespräche der Kinder sind an dieser Schule nur für die Kinder selbst sichtbar.",
      });
      const one = await t.json(
        "GET",
        `/api/classes/${cls.id}/pupils/${lia.userId}/sessions/lia-mathe`,
        undefined,
        token,
      );
      expect(one.status).toBe(403);
      expect(JSON.stringify(one.body)).not.toContain("3 + 4");
    } finally {
      await t.close();
    }
  });
});

describe("transcripts, where the school allows them (TEACHER_SEES_TRANSCRIPTS=true)", () => {
  it("shows a class member's conversation, never one with the help card, another pupil's or to anyone else", async () => {
    const t = await createTestApp({ TEACHER_SEES_TRANSCRIPTS: "true" });
    try {
      const { token, cls, lia, tim } = await classWithChats(t);
      const base = `/api/classes/${cls.id}/pupils`;

      const list = await t.json("GET", `${base}/${lia.userId}/sessions`, undefined, token);
      expect(list.status).toBe(200);
      const sessions = pupilSessionsSchema.parse(list.body).sessions;
      expect(sessions.map((s) => [s.id, s.confidential]).sort()).toEqual([
        ["lia-krise", true],
        ["lia-mathe", false],
      ]);

      const chat = await t.json("GET", `${base}/${lia.userId}/sessions/lia-mathe`, undefined, token);
      expect(chat.status).toBe(200);
      const transcript = classTranscriptSchema.parse(chat.body);
      expect(transcript.messages[0]).toMatchObject({ from: "pupil", text: "Was ist 3 + 4?" });
      expect(transcript.messages.some((m) => m.from === "tutor")).toBe(true);

      // The help card's session stays with the child.
      const crisis = await t.json("GET", `${base}/${lia.userId}/sessions/lia-krise`, undefined, token);
      expect(crisis.status).toBe(403);
      expect(crisis.body.code).toBe("transcript_confidential");
      expect(JSON.stringify(crisis.body)).not.toMatch(/leben/);

      // Tim is in no class of this teacher; another teacher and a pupil get nothing.
      expect((await t.json("GET", `${base}/${tim.userId}/sessions`, undefined, token)).status).toBe(404);
      const other = await teacher(t);
      expect((await t.json("GET", `${base}/${lia.userId}/sessions/lia-mathe`, undefined, other)).status).toBe(
        404,
      );
      expect(
        (await t.json("GET", `${base}/${lia.userId}/sessions/lia-mathe`, undefined, lia.token)).status,
      ).toBe(403);
      expect(
        (await t.json("GET", `${base}/${lia.userId}/sessions/gibt-es-nicht`, undefined, token)).status,
      ).toBe(404);

      // Leaving the class ends the teacher's view at once.
      expect((await t.json("DELETE", `/api/classes/${cls.id}/members/me`, undefined, lia.token)).status).toBe(
        204,
      );
      expect((await t.json("GET", `${base}/${lia.userId}/sessions/lia-mathe`, undefined, token)).status).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
