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
import { documentResult, fileInput, formOf, pdfs, sessionUpload } from "#client/test/file-fixtures.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import { json } from "#client/test/render-app.tsx";

// The chat's file limits (docs/product.md §5.1 and §5.3): 3 per session, counted across uploads with
// the server's sessionFileCount, and the count in the completion payload.

const UPLOAD = "POST /api/session-files/upload";
const AREA = "Dateien für deinen Tutor";
const log = () => screen.getByRole("log", { name: "Chatverlauf" });

withTestApiToken();

describe("files in the chat: limits", () => {
  it("says how many files fit, also after earlier uploads, and counts them in the completion", async () => {
    let count = 0;
    const calls = serveChat({
      stream: () => tutorReply("Danke!"),
      routes: {
        [UPLOAD]: (init) => {
          const files = formOf(init).getAll("files[]") as File[];
          count += files.length;
          return json(
            sessionUpload(
              files.map((file) => ({ file, result: documentResult(file.name, "Text") })),
              count,
            ),
          );
        },
        "POST /api/sessions/s-test/complete": () => json({ success: true, session: {} }),
      },
    });
    const { router } = await openChat();
    const user = userEvent.setup();
    let dialog = await openFilesDialog(user);

    await user.upload(fileInput(AREA), pdfs(4));
    expect(
      dialog.getByText("Maximal 3 Dateien pro Session erlaubt. Du versuchst 4 Dateien hochzuladen."),
    ).toBeTruthy();
    expect(dialog.getByText("Too many files")).toBeTruthy();
    expect(dialog.getByText("Zu viele Dateien (max. 3)")).toBeTruthy();
    for (const name of ["blatt-2.pdf", "blatt-3.pdf"]) {
      await user.click(dialog.getByRole("button", { name: `${name} entfernen` }));
    }
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));
    await dialog.findByText("Bereits hochgeladen: 1 von 3 Dateien");
    await user.click(dialog.getByRole("button", { name: "Fertig" }));
    await within(log()).findByText("Danke!");

    dialog = await openFilesDialog(user);
    await user.upload(fileInput(AREA), pdfs(3, 5));
    expect(
      dialog.getByText("Maximal 2 Dateien pro Session erlaubt. Du versuchst 3 Dateien hochzuladen."),
    ).toBeTruthy();
    expect(dialog.getByText("Zu viele Dateien (max. 2)")).toBeTruthy();
    expect(
      within(dialog.getByRole("list", { name: "Ausgewählte Dateien" })).getAllByRole("listitem"),
    ).toHaveLength(2);
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));
    expect(
      await dialog.findByText("Maximal 3 Dateien pro Session erlaubt. Du hast bereits 3 hochgeladen."),
    ).toBeTruthy();
    expect(dialog.queryByRole("button", { name: "Hochladen" })).toBeNull();
    expect(dialog.queryByRole("group", { name: AREA })).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Fertig" }));
    await vi.waitFor(() => expect(streamBodies(calls)).toHaveLength(3));
    await vi.waitFor(() => expect(within(log()).getAllByText("Danke!")).toHaveLength(3));
    expect(log().textContent).toMatch(/blatt-1\.pdf.*Danke!.*blatt-5\.pdf.*Danke!.*blatt-6\.pdf.*Danke!/);

    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "Session beenden" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe("/analysis/s-test");
    const payload = bodyOf(calls.find((c) => c.key === "POST /api/sessions/s-test/complete")?.init);
    expect(payload).toMatchObject({
      notes: "Chat-Session mit 6 Nachrichten und 3 hochgeladenen Dateien.",
      metadata: { messageCount: 6, uploadedFilesCount: 3 },
    });
  });
});
