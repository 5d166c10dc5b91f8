import { act, fireEvent, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import {
  openChat,
  openFilesDialog,
  serveChat,
  streamBodies,
  tutorReply,
} from "#client/test/chat-fixtures.ts";
import {
  documentResult,
  failedResult,
  fileInput,
  formOf,
  imageResult,
  sessionUpload,
  testFile,
} from "#client/test/file-fixtures.ts";
import { json } from "#client/test/render-app.tsx";

// Sharing files in the chat (docs/product.md §2.9, §4.6, §5.1 and §5.3): the 'Dateien' dialog, the analysed
// files as the pupil's prefixed messages, failed uploads and analyses, the file-dialog cancel
// check. The limits across uploads: chat-file-limits.test.tsx.

const UPLOAD = "POST /api/session-files/upload";
const AREA = "Dateien für deinen Tutor";
const log = () => screen.getByRole("log", { name: "Chatverlauf" });

const lastText = (body?: { messages: { text: string }[] }) => body?.messages.at(-1)?.text;

withTestApiToken();

describe("files in the chat", () => {
  it("sends each analysed file as the pupil's prefixed message, shows the file instead, and the reply streams in", async () => {
    const png = testFile("bruch.png", 2048);
    const docx = testFile("aufsatz.docx", 3 * 1024 * 1024);
    const calls = serveChat({
      stream: () => tutorReply("Ich sehe deine Datei."),
      routes: {
        [UPLOAD]: () =>
          json(
            sessionUpload(
              [
                { file: png, result: imageResult("bruch.png", "Ein Arbeitsblatt: 3/4 + 1/8") },
                { file: docx, result: documentResult("aufsatz.docx", "Mein Aufsatz über die Aare.") },
              ],
              2,
            ),
          ),
      },
    });
    await openChat();
    const user = userEvent.setup();
    const dialog = await openFilesDialog(user);
    expect(dialog.getByText("Bereits hochgeladen: 0 von 3 Dateien")).toBeTruthy();
    await user.upload(fileInput(AREA), [png, docx]);
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));

    expect(
      await dialog.findByText("Hochgeladen. Dein Tutor schaut sich deine Dateien jetzt an."),
    ).toBeTruthy();
    expect(dialog.getByText("Ein Arbeitsblatt: 3/4 + 1/8")).toBeTruthy();
    expect(dialog.getByText("Bereits hochgeladen: 2 von 3 Dateien")).toBeTruthy();
    const form = formOf(calls.find((c) => c.key === UPLOAD)?.init);
    expect(form.getAll("files[]").map((f) => (f as File).name)).toEqual(["bruch.png", "aufsatz.docx"]);
    expect(form.get("sessionId")).toBe("s-test");

    // One turn per file, one after the other: the server reads a request's newest message.
    await vi.waitFor(() => expect(streamBodies(calls)).toHaveLength(2));
    const [first, second] = streamBodies(calls);
    expect(lastText(first)).toBe("[BILD ANALYSIERT: bruch.png] Ein Arbeitsblatt: 3/4 + 1/8");
    expect(lastText(second)).toBe("[DOKUMENT ANALYSIERT: aufsatz.docx] Mein Aufsatz über die Aare.");
    expect(first?.messages.at(-1)).toMatchObject({ sender: "user" });

    await user.click(dialog.getByRole("button", { name: "Fertig" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await vi.waitFor(() => expect(within(log()).getAllByText("Ich sehe deine Datei.")).toHaveLength(2));
    expect(log().textContent).not.toContain("ANALYSIERT");
    expect(log().textContent).toMatch(
      /Du: Datei: bruch\.pngPNG-Bild · 2 KB.*Ich sehe deine Datei\..*Du: Datei: aufsatz\.docxWord-Dokument · 3 MB/,
    );
    expect(screen.getByRole("button", { name: /^Dateien/ }).textContent).toContain("2/3");

    // 'Chat löschen' starts the count over (docs/product.md §2.9).
    // It deletes the session on the server first (issue 18), so the screen starts over afterwards.
    vi.spyOn(window, "confirm").mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Chat löschen" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: /^Dateien/ }).textContent).not.toContain("/3"),
    );
    const reopened = await openFilesDialog(user);
    expect(reopened.getByText("Bereits hochgeladen: 0 von 3 Dateien")).toBeTruthy();
  });

  it("shows 'Fehler: {error}' for a file whose analysis failed and sends nothing for it", async () => {
    const pdf = testFile("kaputt.pdf");
    const calls = serveChat({
      routes: {
        [UPLOAD]: () =>
          json(
            sessionUpload(
              [{ file: pdf, result: failedResult("kaputt.pdf", "PDF konnte nicht gelesen werden") }],
              1,
            ),
          ),
      },
    });
    await openChat();
    const user = userEvent.setup();
    const dialog = await openFilesDialog(user);
    await user.upload(fileInput(AREA), pdf);
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));
    expect(await dialog.findByText("Fehler: PDF konnte nicht gelesen werden")).toBeTruthy();
    expect(streamBodies(calls)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog, and 'Upload fehlgeschlagen' for an answer without files", async () => {
    let answer = json({ message: "Diese Session hat schon 3 Dateien.", code: "too_many_files" }, 400);
    serveChat({ routes: { [UPLOAD]: () => answer } });
    await openChat();
    const user = userEvent.setup();
    const dialog = await openFilesDialog(user);
    await user.upload(fileInput(AREA), testFile("notiz.txt"));
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));
    expect(await dialog.findByText("Diese Session hat schon 3 Dateien.")).toBeTruthy();
    expect(dialog.getByRole("list", { name: "Ausgewählte Dateien" }).textContent).toContain("notiz.txt");

    answer = json({});
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));
    expect(await dialog.findByText("Upload fehlgeschlagen")).toBeTruthy();
  });

  it("reports a closed file dialog without files 300 ms after the window has focus again", async () => {
    serveChat({});
    await openChat();
    const user = userEvent.setup();
    const dialog = await openFilesDialog(user);
    await user.click(dialog.getByRole("button", { name: "Dateien auswählen" }));
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fireEvent.focus(window);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(dialog.queryByText("Keine Datei ausgewählt.")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog.getByText("Keine Datei ausgewählt.")).toBeTruthy();
  });
});
