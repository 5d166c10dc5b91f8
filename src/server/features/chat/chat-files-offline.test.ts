import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionFiles } from "#server/db/schema/files.ts";
import { pdf } from "#tests/support/file-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { postFiles } from "#tests/support/upload-request.ts";

// The built-in offline tutor with uploaded files and a prepared plan, through the real app.
let offline: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  offline = await createTestApp();
});
afterAll(() => offline.close());

async function pupil() {
  const { session } = await offline.signUp();
  const token = session.access_token;
  await offline.json("POST", "/api/onboarding", { name: "Mia", schoolType: "PRIMARY", grade: 5 }, token);
  return { token, userId: session.user.id };
}

const WORKSHEET = "Arbeitsblatt Brüche\nAufgabe 1: 3/4 + 1/8\nAufgabe 2: 5/6 - 1/3";

const say = (token: string, sessionId: string, text: string, subject = "mathematik") =>
  offline.json(
    "POST",
    "/api/chat/completion",
    { messages: [{ text, sender: "user" }], subject, sessionId },
    token,
  );

describe("the offline tutor and uploaded files", () => {
  it("refers to the uploaded worksheet and quotes only what was extracted", async () => {
    const { token, userId } = await pupil();
    await offline.database.db.insert(sessionFiles).values({
      userId,
      sessionPublicId: "offline-datei",
      scope: "session",
      fileName: "blatt.pdf",
      kind: "document",
      format: "pdf",
      sizeBytes: 2048,
      sha256: "0".repeat(64),
      content: WORKSHEET,
    });
    const res = await say(token, "offline-datei", `[DOKUMENT ANALYSIERT: blatt.pdf] ${WORKSHEET}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      "Ich habe dein Arbeitsblatt «blatt.pdf» angeschaut. Darin steht: „Arbeitsblatt Brüche“. Danach geht es noch weiter. Mit welcher Aufgabe möchtest du anfangen? Schreib sie mir ab, dann gehen wir sie Schritt für Schritt durch.",
    );
    const asked = await say(token, "offline-datei", "Was steht in der Datei?");
    expect(asked.body.message).toContain("«blatt.pdf»");
  });

  it("starts on the task the pupil names from an uploaded worksheet PDF", async () => {
    const { token } = await pupil();
    const sheet = pdf([
      [
        "Arbeitsblatt Gleichungen",
        // A page's introduction: the tasks come after the first few hundred characters.
        "So gehst du vor: Lies jede Aufgabe genau. Schreib jeden Schritt auf eine neue Zeile. ".repeat(8),
        "Aufgabe 1: Löse 3x = 21",
        "Aufgabe 2: Löse x - 4 = 9",
        "Aufgabe 3: Löse 2x + 3 = 11",
        "Aufgabe 4: Löse 5x - 2 = 3x + 8",
      ].join("\n"),
    ]);
    const upload = await postFiles(offline.app, "/api/session-files/upload", {
      token,
      files: [{ name: "gleichungen.pdf", bytes: sheet }],
      fields: { sessionId: "offline-blatt" },
    });
    expect(upload.status).toBe(200);

    const res = await say(token, "offline-blatt", "Wie löse ich Aufgabe 3?");
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("Aufgabe 3 auf deinem Blatt «gleichungen.pdf»: „Löse 2x + 3 = 11“");
    expect(res.body.message).toContain("Was machst du zuerst?");
    for (const other of ["x - 4 = 9", "5x - 2 = 3x + 8"]) expect(res.body.message).not.toContain(other);

    const missing = await say(token, "offline-blatt", "Wie mache ich Nummer 9?");
    expect(missing.body.message).toBe(
      "Auf deinem Blatt «gleichungen.pdf» finde ich keine Aufgabe 9. Es hat die Aufgaben 1, 2, 3 und 4. Mit welcher möchtest du anfangen?",
    );
  });

  it("keeps to a prepared interview plan: the opening asked question 1, the answer gets feedback", async () => {
    const { token } = await pupil();
    const plan = await offline.json(
      "POST",
      "/api/session-preparation/generate-plan",
      { userQuestion: "Ich möchte mich als Koch bewerben", subjectId: "bewerbungsgespraech" },
      token,
    );
    await offline.json(
      "POST",
      "/api/session-preparation/save-preparation",
      {
        sessionId: "interview-1",
        subjectId: "bewerbungsgespraech",
        preparationData: {
          question: "Ich möchte mich als Koch bewerben",
          generatedPlan: plan.body.preparationPlan,
          timestamp: "2026-11-22T08:00:00.000Z",
        },
      },
      token,
    );
    const res = await offline.json(
      "POST",
      "/api/chat/completion",
      {
        messages: [
          {
            text: "Ich heisse Lea, bin 15 und koche gern. In der Schnupperlehre im Restaurant habe ich zum Beispiel Gemüse gerüstet.",
            sender: "user",
          },
        ],
        subject: "bewerbungsgespraech",
        sessionId: "interview-1",
      },
      token,
    );
    expect(res.body.message).toContain("Rückmeldung");
    expect(res.body.message).toContain("Warum möchtest du Koch werden?");
  });
});
