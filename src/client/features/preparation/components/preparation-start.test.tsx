import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { formOf, imageResult, testFile } from "#client/test/file-fixtures.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import {
  askForPlan,
  INTERVIEW_PLAN,
  openPreparation,
  PLAN,
  questionField,
  servePreparation,
} from "#client/test/preparation-fixtures.ts";
import { json } from "#client/test/render-app.tsx";

// The preparation screen's wording for the job interview (docs/product.md §2.8) and starting the
// session: the preparation is saved first, then the chat or voice screen opens with the same
// sessionId (docs/product.md §2.8, §3.4 and §4.7). Stages and failures: preparation-screen.test.tsx.

const UPLOAD = "POST /api/session-preparation/upload-files";
const GENERATE = "POST /api/session-preparation/generate-plan";
const SAVE = "POST /api/session-preparation/save-preparation";
const h2 = (name: string) => screen.findByRole("heading", { level: 2, name });

withTestApiToken();

describe("preparation: interview and start", () => {
  it("words the job interview as position and company, and shows the interview plan", async () => {
    const calls = servePreparation({ [GENERATE]: () => json({ preparationPlan: INTERVIEW_PLAN }) });
    openPreparation("/tutor/prepare/interview/voice");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bewerbungsgespräch vorbereiten" }),
    ).toBeTruthy();
    expect(screen.getByText("Bewerbungsgespräch · Sprechen")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Bewerbungsunterlagen (freiwillig)" })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(questionField("Für welche Stelle bewirbst du dich?"), "Informatiker EFZ, Gemeinde Bern");
    await user.click(screen.getByRole("button", { name: "Gespräch vorbereiten" }));

    expect(await h2("Dein Gesprächsplan ist bereit")).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.key === GENERATE)?.init)).toMatchObject({
      userQuestion: "Informatiker EFZ, Gemeinde Bern",
      subjectId: "bewerbungsgespraech",
      sessionType: "voice",
    });
    const stelle = screen.getByText("Stelle").closest("div");
    expect(stelle?.textContent).toBe("StelleInformatiker EFZ");
    expect(screen.getByText(INTERVIEW_PLAN.company_context)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Fragen, die kommen können" })).toBeTruthy();
    expect(screen.getByText("Warum möchtest du Informatiker werden?")).toBeTruthy();
    expect(screen.getByText("Freundlich, aber formell")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Gespräch starten" })).toBeTruthy();
  });

  it("starting saves the preparation, then opens the chat with the session id", async () => {
    const calls = servePreparation({
      [UPLOAD]: () =>
        json({ analysisResults: [imageResult("aufgabe.png", "Drei Brüche")], filesProcessed: 1 }),
      [GENERATE]: () => json({ preparationPlan: PLAN }),
      [SAVE]: () => json({ success: true }),
    });
    const { router } = openPreparation();
    const user = await askForPlan("Brüche addieren", [testFile("aufgabe.png")]);
    await user.click(await screen.findByRole("button", { name: "Session starten" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/tutor/ai-chat/mathematik"));
    const sessionId = formOf(calls.find((c) => c.key === UPLOAD)?.init).get("sessionId");
    expect(router.state.location.search).toBe(`?sessionId=${sessionId}`);
    expect(bodyOf(calls.find((c) => c.key === SAVE)?.init)).toEqual({
      sessionId,
      subjectId: "mathematik",
      sessionType: "chat",
      preparationData: {
        question: "Brüche addieren",
        analyzedContent: "[BILD ANALYSIERT: aufgabe.png] Drei Brüche",
        uploadedFiles: [{ type: "image", content: "Drei Brüche", fileName: "aufgabe.png" }],
        generatedPlan: PLAN,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Mathematik" })).toBeTruthy();
  });

  it("a voice session gets a voice_ id, and a failed save stays on the screen with the message", async () => {
    let saves = 0;
    const calls = servePreparation({
      [GENERATE]: () => json({ preparationPlan: PLAN }),
      [SAVE]: () =>
        ++saves === 1 ? json({ message: "Datenbank nicht erreichbar." }, 503) : json({ success: true }),
    });
    const { router } = openPreparation("/tutor/prepare/informatik/voice");
    const user = await askForPlan("Schleifen");
    await user.click(await screen.findByRole("button", { name: "Session starten" }));

    expect(
      await screen.findByText(
        "Die Vorbereitung konnte nicht gespeichert werden: Datenbank nicht erreichbar.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/tutor/prepare/informatik/voice");
    await user.click(screen.getByRole("button", { name: "Session starten" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/tutor/ai-voice/informatik"));
    const saved = bodyOf(calls.findLast((c) => c.key === SAVE)?.init) as { sessionId: string };
    expect(saved.sessionId).toMatch(/^voice_\d+_[a-z0-9]+$/);
    expect(router.state.location.search).toBe(`?sessionId=${saved.sessionId}`);
  });
});
