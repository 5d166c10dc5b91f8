import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { ChatPage } from "./pages/chat-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ShellPage } from "./pages/shell-page.ts";
import { checkA11y } from "./support/a11y.ts";
import { authSession } from "./support/auth-storage.ts";
import { signUpWithQuizTaken } from "./support/sign-up.ts";

// A pupil's data rights (issue 18, docs/decisions/050-data-rights.md): «Meine Daten» in the
// profile with what is stored and how much, deleting one session from the list, the export
// download, and deleting the account with the password, after which signing in fails. Offline
// tutor, so nothing leaves the server; a phone and a desktop viewport.

test.use({ shotsPrefix: "data-rights-" });

test("a pupil sees their data, deletes a session, downloads everything and deletes the account", async ({
  page,
  guard,
  shots,
  pupil,
}) => {
  const chat = new ChatPage(page);
  const shell = new ShellPage(page);
  const login = new LoginPage(page);
  const myData = page.getByRole("region", { name: "Meine Daten" });
  const count = (term: string) =>
    myData
      .locator("dl > div")
      .filter({ has: page.getByRole("term").getByText(term, { exact: true }) })
      .getByRole("definition");

  await test.step("two chats: Mathematik and Deutsch", async () => {
    await signUpWithQuizTaken(page, pupil);
    await page.goto("/tutor/ai-chat/mathematik");
    await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
    // A freshly started server answers its first turn only after loading the offline tutor.
    await chat.ask("Was ist 3/4 + 1/8?", 30_000);
    await page.goto("/tutor/ai-chat/deutsch");
    await chat.expectLoaded("Deutsch", /helfe dir in Deutsch/);
    await chat.ask("Was ist ein Nomen?");
  });

  await test.step("«Meine Daten» in the profile says what is stored, how much, and that it stays here", async () => {
    await shell.navLink("Profil").click();
    await expect(myData).toBeVisible();
    await expect(count("Sessions")).toHaveText("2 Sessions");
    await expect(count("Nachrichten")).not.toHaveText("0 Nachrichten");
    await expect(count("Auswertungen")).toHaveText("0 Auswertungen");
    await expect(myData.getByText(/Die Dateien selbst werden nicht aufbewahrt/)).toBeVisible();
    await expect(myData.getByText("Dein Konto bleibt gespeichert, bis du es löschst.")).toBeVisible();
    await expect(myData.getByText(/Alles bleibt auf dem Server deiner Schule/)).toBeVisible();
    await checkA11y(page, "profile with «Meine Daten»");
    await myData.scrollIntoViewIfNeeded();
    await shots.take("my-data");
  });

  await test.step("one session is deleted from the list, after the question", async () => {
    await shell.navLink("Analyse").click();
    const cards = page.getByRole("main").getByRole("link", { name: /Mathematik|Deutsch/ });
    await expect(cards).toHaveCount(2);
    const remove = page.getByRole("button", { name: /^Session löschen: Deutsch/ });
    const dismissed = guard.dismissNextDialog();
    await remove.click();
    expect((await dismissed).message).toMatch(/^Möchtest du diese Session wirklich löschen\?/);
    await expect(cards).toHaveCount(2);
    const accepted = guard.acceptNextDialog();
    await remove.click();
    await accepted;
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Mathematik");
    await checkA11y(page, "session list with delete buttons");
    await shell.navLink("Profil").click();
    await expect(count("Sessions")).toHaveText("1 Session");
  });

  await test.step("«Meine Daten herunterladen» saves the zip under the server's name", async () => {
    const downloading = page.waitForEvent("download");
    await myData.getByRole("button", { name: "Meine Daten herunterladen" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^lernfunke-daten.*\.zip$/);
    const path = await download.path();
    // A zip starts with its local file header "PK\x03\x04".
    expect(readFileSync(path).subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    await expect(myData.getByText("Fertig! Deine Daten sind heruntergeladen.")).toBeVisible();
  });

  await test.step("«Konto löschen» asks for the password; a wrong one is refused in German", async () => {
    await myData.getByRole("button", { name: "Konto löschen" }).click();
    const dialog = page.getByRole("dialog", { name: "Konto wirklich löschen?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/nicht rückgängig/)).toBeVisible();
    await dialog.getByLabel("Dein Passwort").fill("Falsches-Passwort-2026");
    await guard.expectConsoleErrorDuring(/status of 403/, async () => {
      await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
      await expect(dialog.getByRole("alert")).not.toBeEmpty();
    });
    await expect(page).toHaveURL("/profil");
    await checkA11y(page, "delete-account dialog with the server's message");
    await shots.take("delete-wrong-password");
  });

  await test.step("with the right password the account goes and the pupil lands on /login", async () => {
    const dialog = page.getByRole("dialog", { name: "Konto wirklich löschen?" });
    await dialog.getByLabel("Dein Passwort").fill(pupil.password);
    // supabase-js ends its session at the server too, which has already dropped it with the
    // account: Chromium logs that refused request (403), and supabase-js signs out locally anyway.
    await guard.expectConsoleErrorDuring(/status of 40[13]/, async () => {
      await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
      await expect(page).toHaveURL("/login");
      await expect(page.getByText("Dein Konto wurde gelöscht.")).toBeVisible();
    });
    await expect.poll(() => authSession(page)).toBeNull();
    await checkA11y(page, "login after the account was deleted");
    await shots.take("account-deleted");
  });

  await test.step("signing in again fails", async () => {
    await guard.expectConsoleErrorDuring(/status of 400/, async () => {
      await login.signIn(pupil.email, pupil.password);
      await expect(login.alert).toHaveText("E-Mail oder Passwort ist falsch.");
    });
    await expect(page).toHaveURL("/login");
    expect(await authSession(page)).toBeNull();
  });
});
