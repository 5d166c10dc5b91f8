import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

// Saving a preparation on the pupil's session and reading it back (docs/product.md §4.7).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pupil = async () => (await t.signUp()).session.access_token;

const PLAN = {
  learning_objectives: ["Brüche gleichnamig machen"],
  discussion_flow: ["Vorwissen", "Üben"],
  interactive_elements: ["Pizza zeichnen"],
  estimated_duration: "20 Minuten",
  difficulty_level: "Primarschule, 5. Klasse – mittel",
  starter_message: "Hallo! Heute geht es um Brüche. Was weisst du schon darüber?",
};
const preparationData = (extra: Record<string, unknown> = {}) => ({
  question: "Wie addiere ich Brüche?",
  analyzedContent: "[DOKUMENT ANALYSIERT: blatt.pdf] Aufgabe 1",
  uploadedFiles: [{ type: "document", content: "Aufgabe 1", fileName: "blatt.pdf" }],
  generatedPlan: PLAN,
  timestamp: "2026-11-22T08:00:00.000Z",
  ...extra,
});
const save = (token: string, body: Record<string, unknown>) =>
  t.json("POST", "/api/session-preparation/save-preparation", body, token);
const read = (token: string, id: string) =>
  t.json("GET", `/api/session-preparation/session/${id}`, undefined, token);

describe("save-preparation and session/{id}", () => {
  it("creates the session, stores the preparation and reads it back in both spellings", async () => {
    const token = await pupil();
    const saved = await save(token, {
      sessionId: "prep-1",
      preparationData: preparationData(),
      subjectId: "math",
      sessionType: "chat",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      session: {
        id: "prep-1",
        subjectId: "mathematik",
        subjectName: "Mathematik",
        type: "CHAT",
        status: "ACTIVE",
      },
    });
    expect(saved.body.session.topic).toBe("Wie addiere ich Brüche?");

    const res = await read(token, "prep-1");
    expect(res.status).toBe(200);
    expect(res.body.session.id).toBe("prep-1");
    expect(res.body.session.preparationData.generatedPlan.starter_message).toBe(PLAN.starter_message);
    expect(res.body.session.preparation_data).toEqual(res.body.session.preparationData);
    expect(res.body.session.preparationData.uploadedFiles).toEqual(preparationData().uploadedFiles);

    // The sessions list (kept in memory with the embedded database) shows the new session at once.
    const list = await t.json("GET", "/api/sessions", undefined, token);
    expect(list.body.data.map((s: { id: string }) => s.id)).toContain("prep-1");
  });

  it("fills in an existing session and saving again replaces the preparation", async () => {
    const token = await pupil();
    await t.json("POST", "/api/sessions", { id: "prep-2" }, token);
    await save(token, { sessionId: "prep-2", preparationData: preparationData(), subjectId: "physik" });
    const again = await save(token, {
      sessionId: "prep-2",
      preparationData: preparationData({ question: "Neue Frage", generatedPlan: null }),
    });
    expect(again.body.session).toMatchObject({ subjectName: "Physik", topic: "Neue Frage" });
    const res = await read(token, "prep-2");
    expect(res.body.session.preparationData).toMatchObject({ question: "Neue Frage", generatedPlan: null });
    const list = await t.json("GET", "/api/sessions", undefined, token);
    expect(list.body.data.find((s: { id: string }) => s.id === "prep-2")?.subjectName).toBe("Physik");
  });

  it("keeps each pupil's preparation to that pupil: another pupil's id is 404", async () => {
    const mia = await pupil();
    const ben = await pupil();
    await save(mia, { sessionId: "geheim", preparationData: preparationData(), subjectId: "deutsch" });
    const other = await read(ben, "geheim");
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Session nicht gefunden.");
    expect((await read(mia, "gibt-es-nicht")).status).toBe(404);

    // The same id for another pupil is another session; Mia's stays as it was.
    await save(ben, { sessionId: "geheim", preparationData: preparationData({ question: "Bens Frage" }) });
    expect((await read(mia, "geheim")).body.session.preparationData.question).toBe("Wie addiere ich Brüche?");
    expect((await read(ben, "geheim")).body.session.preparationData.question).toBe("Bens Frage");
  });

  it("refuses invalid input with 400 and a German message", async () => {
    const token = await pupil();
    const cases: Array<Record<string, unknown>> = [
      { preparationData: preparationData() },
      { sessionId: "mit leerzeichen", preparationData: preparationData() },
      { sessionId: "ok-1" },
      {
        sessionId: "ok-1",
        preparationData: preparationData({ generatedPlan: { ...PLAN, starter_message: "" } }),
      },
      { sessionId: "ok-1", preparationData: preparationData({ uploadedFiles: "keine Liste" }) },
      { sessionId: "ok-1", preparationData: preparationData(), sessionType: "fax" },
    ];
    for (const body of cases) {
      const res = await save(token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await read(token, "ok-1")).status).toBe(404);
    const badId = await read(token, "mit%20leerzeichen");
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^Ungültige Session-ID/);
    const unknownSubject = await save(token, {
      sessionId: "ok-2",
      preparationData: preparationData(),
      subjectId: "klingonisch",
    });
    expect(unknownSubject.status).toBe(404);
  });

  it("does not change a completed session", async () => {
    const token = await pupil();
    await save(token, { sessionId: "fertig", preparationData: preparationData(), subjectId: "deutsch" });
    await t.json(
      "POST",
      "/api/sessions/fertig/complete",
      { conversationTranscript: [], sessionType: "text", competenciesDiscussed: [], metadata: {} },
      token,
    );
    const res = await save(token, {
      sessionId: "fertig",
      preparationData: preparationData({ question: "Neu" }),
    });
    expect(res.status).toBe(409);
    expect((await read(token, "fertig")).body.session.preparationData.question).toBe(
      "Wie addiere ich Brüche?",
    );
  });
});
