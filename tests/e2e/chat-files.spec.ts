import { expect, test } from "./fixtures.ts";
import { ChatPage } from "./pages/chat-page.ts";
import { SessionFilesDialog } from "./pages/session-files-dialog.ts";
import { checkA11y, checkA11yInBothThemes } from "./support/a11y.ts";
import { AUTH_STORAGE_KEY } from "./support/auth-storage.ts";
import { signUpReadyToLearn } from "./support/sign-up.ts";
import { docxFile, jpegFile, pdfFile, txtFile } from "./support/uploads.ts";

// Sharing files during a chat (docs/product.md §2.9, §4.6, §5.1 and §5.3): the 'Dateien' dialog, at most 3
// files per session counted across uploads, each usable file sent to the tutor as the pupil's
// message with its attachment, and the count limit in the words of §5.3, first from the browser
// (choosing more than fit) and then from the server. 'Chat löschen' deletes the session with its
// files on the server (issue 18) and goes on in a new one, which starts at 0. Offline tutor; a
// phone and a desktop viewport.

test.use({ shotsPrefix: "chat-files-" });

const UPLOAD_PATH = "/api/session-files/upload";

const ESSAY = docxFile("aufsatz-entwurf.docx", [
  "Aufsatz: Mein schönster Ferientag",
  "Am Morgen sind wir an den See gefahren.",
]);
const WORDS = txtFile("wortliste.txt", ["Wortliste: Nomen, Verben, Adjektive", "der Hund, laufen, schnell"]);
const READING = pdfFile("lesetext.pdf", [
  "Lesetext: Der Fuchs und die Trauben",
  "Ein hungriger Fuchs sah Trauben.",
]);
const BOARD = jpegFile("tafelbild.jpg");

test("a pupil shares files in a chat up to the limit of 3, and the limit is explained", async ({
  page,
  guard,
  shots,
  pupil,
}) => {
  const chat = new ChatPage(page);
  const files = new SessionFilesDialog(page);
  const uploads: number[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === UPLOAD_PATH) uploads.push(r.status());
  });

  await test.step("a Deutsch chat; 'Dateien' opens the dialog with 0 of 3 files", async () => {
    await signUpReadyToLearn(page, pupil);
    await page.goto("/tutor/ai-chat/deutsch");
    await chat.expectLoaded("Deutsch", /helfe dir in Deutsch/);
    await files.expectOpenerCount(0);
    await files.open(0);
    await expect(files.dialog.getByText(/Noch 3 Dateien möglich\.$/)).toBeVisible();
    await expect(files.upload).toBeDisabled();
  });

  await test.step("two files are chosen and uploaded; the dialog shows what was found in each", async () => {
    await files.choose([ESSAY, WORDS]);
    await expect(files.selectedFiles).toHaveCount(2);
    await checkA11yInBothThemes(page, "upload dialog with two files chosen", "storage", (theme) =>
      shots.take(theme === "dark" ? "dialog-chosen-dark" : "dialog-chosen"),
    );
    await files.uploadChosen(2);
    await expect(files.results.nth(0)).toContainText("aufsatz-entwurf.docx");
    await expect(files.results.nth(0)).toContainText("Aufsatz: Mein schönster Ferientag");
    await expect(files.results.nth(1)).toContainText("wortliste.txt");
    await expect(files.count).toHaveText("Bereits hochgeladen: 2 von 3 Dateien");
    await checkA11y(page, "upload dialog after the upload");
    await shots.take("dialog-uploaded");
    await files.close();
  });

  await test.step("each file is the pupil's message with its attachment, and the tutor reads it", async () => {
    // The welcome, then per file the pupil's attachment and the tutor's reply.
    await expect(chat.messages).toHaveCount(5);
    await expect(chat.messages.nth(4).locator("time")).toBeVisible();
    await expect(chat.messages.nth(1)).toContainText("Datei: aufsatz-entwurf.docx");
    await expect(chat.messages.nth(1)).not.toContainText("DOKUMENT ANALYSIERT");
    await expect(chat.messages.nth(2)).toContainText(
      "Ich habe dein Dokument «aufsatz-entwurf.docx» angeschaut. Darin steht: „Aufsatz: Mein schönster Ferientag“.",
    );
    await expect(chat.messages.nth(3)).toContainText("Datei: wortliste.txt");
    await expect(chat.messages.nth(4)).toContainText("«wortliste.txt»");
    await files.expectOpenerCount(2);
    await expect(chat.end).toBeEnabled();
    await checkA11yInBothThemes(page, "chat with shared files", "toggle", (theme) =>
      shots.take(theme === "dark" ? "chat-attachments-dark" : "chat-attachments"),
    );
  });

  await test.step("two more in one go: one place is left, so the second is turned away with the limit message", async () => {
    await files.open(2);
    await expect(files.dialog.getByText(/Noch 1 Datei möglich\.$/)).toBeVisible();
    await files.choose([READING, BOARD]);
    await expect(files.alerts).toHaveText([
      "Maximal 1 Dateien pro Session erlaubt. Du versuchst 2 Dateien hochzuladen.",
      "1 Datei(en) abgelehnt. Überprüfe Dateigröße und -typ.",
    ]);
    await expect(files.rejectedFiles).toHaveCount(1);
    await expect(files.rejectedFiles).toContainText("tafelbild.jpg");
    await expect(files.rejectedFiles).toContainText("Zu viele Dateien (max. 1)");
    await expect(files.selectedFiles).toHaveCount(1);
    await expect(files.selectedFiles).toContainText("lesetext.pdf");
    // The place is taken: nothing more can be chosen.
    await expect(files.chooseButton).toBeDisabled();
    await checkA11yInBothThemes(page, "upload dialog with the limit message", "storage", (theme) =>
      shots.take(theme === "dark" ? "dialog-limit-dark" : "dialog-limit"),
    );
  });

  await test.step("the one that fits is uploaded: 3 of 3, and the tutor gets it", async () => {
    await files.uploadChosen(1);
    await expect(files.count).toHaveText("Bereits hochgeladen: 3 von 3 Dateien");
    await files.close();
    await expect(chat.messages).toHaveCount(7);
    await expect(chat.messages.nth(5)).toContainText("Datei: lesetext.pdf");
    await expect(chat.messages.nth(6)).toContainText(
      "Ich habe dein Dokument «lesetext.pdf» angeschaut. Darin steht: „Lesetext: Der Fuchs und die Trauben“.",
    );
    await files.expectOpenerCount(3);
  });

  await test.step("a full session says so, and offers no upload", async () => {
    await files.open(3);
    await expect(files.dialog).toContainText(
      "Maximal 3 Dateien pro Session erlaubt. Du hast bereits 3 hochgeladen.",
    );
    await expect(files.chooseButton).toHaveCount(0);
    await expect(files.upload).toHaveCount(0);
    await checkA11yInBothThemes(page, "upload dialog of a full session", "storage", (theme) =>
      shots.take(theme === "dark" ? "dialog-full-dark" : "dialog-full"),
    );
    await files.cancel.click();
    await expect(files.dialog).toHaveCount(0);
    await expect(files.opener).toBeFocused();
  });

  await test.step("the server itself refuses a fourth file for the full session", async () => {
    // The dialog offers no upload now; the server's own check is asked directly, as a second
    // tab with an older count would. (How the dialog shows that refusal: chat-files.test.tsx.)
    const sessionId = await chat.sessionId();
    const refused = await guard.expectConsoleErrorDuring(/status of 400/, () =>
      page.evaluate(
        async ({ key, sessionId, name, type, bytes }) => {
          const stored = JSON.parse(window.localStorage.getItem(key) ?? "null") as {
            access_token?: string;
          } | null;
          const form = new FormData();
          form.append("files[]", new File([new Uint8Array(bytes)], name, { type }), name);
          form.append("sessionId", sessionId);
          const response = await fetch("/api/session-files/upload", {
            method: "POST",
            headers: { authorization: `Bearer ${stored?.access_token ?? ""}` },
            body: form,
          });
          return { status: response.status, body: (await response.json()) as { message?: string } };
        },
        {
          key: AUTH_STORAGE_KEY,
          sessionId,
          name: BOARD.name,
          type: BOARD.mimeType,
          bytes: [...BOARD.buffer],
        },
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Maximal 3 Dateien pro Session erlaubt. Du hast bereits 3 hochgeladen.",
    );
    await files.expectOpenerCount(3);
  });

  await test.step("'Chat löschen' deletes the session with its files on the server; a new one starts at 0", async () => {
    const oldSession = await chat.sessionId();
    const confirm = guard.acceptNextDialog();
    await chat.clear.click();
    expect((await confirm).message).toContain("Das Gespräch wird auch auf dem Server gelöscht.");
    await expect(chat.messages).toHaveCount(1);
    await files.expectOpenerCount(0);
    await expect(page).not.toHaveURL(new RegExp(`sessionId=${oldSession}`));
    const newSession = await chat.sessionId();
    expect(newSession).not.toBe(oldSession);

    await files.open(0);
    await files.choose([BOARD]);
    await files.uploadChosen(1);
    await expect(files.count).toHaveText("Bereits hochgeladen: 1 von 3 Dateien");
    await checkA11y(page, "upload dialog in the new session");
    await shots.take("dialog-new-session");
    await files.close();
    await files.expectOpenerCount(1);
    expect(uploads).toEqual([200, 200, 400, 200]);
  });
});
