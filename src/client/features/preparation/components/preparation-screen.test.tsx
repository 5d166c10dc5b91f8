import { act, fireEvent, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { deferred, failedResult, formOf, imageResult, testFile } from "#client/test/file-fixtures.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import {
  askForPlan,
  checklist,
  openPreparation,
  PLAN,
  percent,
  questionField,
  servePreparation,
} from "#client/test/preparation-fixtures.ts";
import { json } from "#client/test/render-app.tsx";

// The preparation screen (docs/product.md §2.8, §5.1, §5.3) through the real route: the question
// rule, the stages and their timing, upload and plan failures. The interview wording and the
// start: preparation-start.test.tsx; the upload area's messages: preparation-upload.test.tsx.

const UPLOAD = "POST /api/session-preparation/upload-files";
const GENERATE = "POST /api/session-preparation/generate-plan";
const h2 = (name: string) => screen.findByRole("heading", { level: 2, name });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

withTestApiToken();

describe("preparation screen", () => {
  it("keeps 'Lernplan erstellen' disabled while the question is empty after trimming", async () => {
    servePreparation({});
    openPreparation();
    expect(await screen.findByRole("heading", { level: 1, name: "Session vorbereiten" })).toBeTruthy();
    const create = screen.getByRole("button", { name: "Lernplan erstellen" });
    expect(create).toHaveProperty("disabled", true);
    const user = userEvent.setup();
    await user.type(questionField(), "   ");
    expect(create).toHaveProperty("disabled", true);
    await user.type(questionField(), "Brüche");
    expect(create).toHaveProperty("disabled", false);
    expect(screen.getByRole("link", { name: "Zurück zur Auswahl" }).getAttribute("href")).toBe(
      "/tutor/select/mathematik",
    );
  });

  it("plans without an analyzing stage: 8 % at 0.2 s up to 97 % at 13 s, 100 % on the answer, ready 500 ms later", async () => {
    const plan = deferred<Response>();
    const calls = servePreparation({ [GENERATE]: () => plan.promise });
    openPreparation();
    await userEvent.setup().type(await screen.findByRole("textbox"), "  Brüche addieren  ");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "Lernplan erstellen" }));
    await tick(0);

    expect(screen.getByRole("heading", { level: 2, name: "Dein Lernplan entsteht" })).toBeTruthy();
    expect(calls.map((c) => c.key)).not.toContain(UPLOAD);
    expect(bodyOf(calls.find((c) => c.key === GENERATE)?.init)).toEqual({
      userQuestion: "Brüche addieren",
      subjectId: "mathematik",
      sessionType: "chat",
      analyzedContent: "",
    });
    expect(percent()).toBe("0");
    await tick(199);
    expect(percent()).toBe("0");
    await tick(1);
    expect(percent()).toBe("8");
    expect(checklist()).toEqual([
      "Frage verstehen(offen)",
      "Inhalte auswerten(offen)",
      "Lernziele festlegen(offen)",
      "Ablauf planen(offen)",
    ]);
    await tick(1800); // 2 s: past 20 %
    expect(Number(percent())).toBeGreaterThanOrEqual(20);
    expect(checklist()[0]).toBe("Frage verstehen(erledigt)");
    expect(checklist()[1]).toBe("Inhalte auswerten(offen)");
    await tick(3000); // 5 s: past 45 %
    expect(checklist()[1]).toBe("Inhalte auswerten(erledigt)");
    expect(checklist()[2]).toBe("Lernziele festlegen(offen)");
    await tick(7999); // just before 13 s
    expect(Number(percent())).toBeLessThan(97);
    expect(checklist()[3]).toBe("Ablauf planen(offen)");
    await tick(1);
    expect(percent()).toBe("97");
    expect(checklist().every((item) => item?.endsWith("(erledigt)"))).toBe(true);
    await tick(10_000); // waits at 97 % for the answer
    expect(percent()).toBe("97");

    plan.resolve(json({ preparationPlan: PLAN }));
    await tick(0);
    expect(percent()).toBe("100");
    await tick(499);
    expect(screen.queryByRole("heading", { name: "Dein Lernplan ist bereit" })).toBeNull();
    await tick(1);
    expect(screen.getByRole("heading", { level: 2, name: "Dein Lernplan ist bereit" })).toBeTruthy();
    expect(screen.getByText("Brüche gleichnamig machen")).toBeTruthy();
    expect(screen.getByText(PLAN.starter_message)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Session starten" })).toBeTruthy();
  });

  it("analyzes while the files upload, plans with their content and previews them", async () => {
    const upload = deferred<Response>();
    const long = `Arbeitsblatt: ${"3/4 + 1/8 = ? ".repeat(30)}`;
    const calls = servePreparation({
      [UPLOAD]: () => upload.promise,
      [GENERATE]: () => json({ preparationPlan: PLAN }),
    });
    openPreparation();
    await askForPlan("Brüche addieren", [testFile("aufgabe.png"), testFile("alt.pdf")]);

    expect(await h2("Deine Dateien werden ausgewertet …")).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("Deine Dateien werden ausgewertet …");
    const form = formOf(calls.find((c) => c.key === UPLOAD)?.init);
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["aufgabe.png", "alt.pdf"]);
    expect(form.get("sessionId")).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(form.get("userId")).toBe("user-1");

    upload.resolve(
      json({
        analysisResults: [
          imageResult("aufgabe.png", long),
          failedResult("alt.pdf", "Die Datei ist beschädigt."),
        ],
        filesProcessed: 2,
      }),
    );
    expect(await h2("Dein Lernplan ist bereit")).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.key === GENERATE)?.init)).toMatchObject({
      analyzedContent: `[BILD ANALYSIERT: aufgabe.png] ${long.trim()}`,
    });
    expect(screen.getByRole("heading", { level: 3, name: "Deine Dateien" })).toBeTruthy();
    expect(screen.getByText(`${long.slice(0, 200).trimEnd()}…`)).toBeTruthy();
    expect(screen.getByText("Fehler: Die Datei ist beschädigt.")).toBeTruthy();
  });

  it("an upload error goes back to the input with the message; question and files stay", async () => {
    servePreparation({
      [UPLOAD]: () => json({ message: "Maximal 5 Dateien erlaubt.", code: "too_many_files" }, 400),
    });
    openPreparation();
    await askForPlan("Brüche", [testFile("aufgabe.png")]);

    expect(await screen.findByText("Fehler beim Hochladen: Maximal 5 Dateien erlaubt.")).toBeTruthy();
    expect((questionField() as HTMLTextAreaElement).value).toBe("Brüche");
    expect(document.activeElement).toBe(questionField());
    expect(screen.getByRole("list", { name: "Ausgewählte Dateien" }).textContent).toContain("aufgabe.png");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("an answer with an error and nothing analysed counts as a failed upload", async () => {
    servePreparation({
      [UPLOAD]: () => json({ analysisResults: [], filesProcessed: 0, error: "Analyse nicht verfügbar" }),
    });
    openPreparation();
    await askForPlan("Brüche", [testFile("aufgabe.png")]);
    expect(await screen.findByText("Fehler beim Hochladen: Analyse nicht verfügbar")).toBeTruthy();
  });

  it("a failed plan is only logged as a warning; the bar completes and the pupil can start", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    servePreparation({ [GENERATE]: () => json({ message: "Der KI-Dienst ist nicht erreichbar." }, 503) });
    openPreparation();
    await askForPlan("Brüche");

    expect(await h2("Dein Lernplan ist bereit")).toBeTruthy();
    expect(screen.getByText(/Der Lernplan konnte gerade nicht erstellt werden/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Session starten" })).toHaveProperty("disabled", false);
    expect(warn).toHaveBeenCalledWith("Could not generate the preparation plan.", expect.any(Error));
  });
});
