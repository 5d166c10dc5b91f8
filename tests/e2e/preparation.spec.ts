import { expect, test } from "./fixtures.ts";
import { ChatPage } from "./pages/chat-page.ts";
import {
  LEARNING_WORDING,
  PLAN_PATH,
  PREPARATION_UPLOAD_PATH,
  PreparationPage,
  SAVE_PREPARATION_PATH,
} from "./pages/preparation-page.ts";
import { SessionTypePage, SubjectSelectPage } from "./pages/tutor-pages.ts";
import { checkA11y, checkA11yInBothThemes } from "./support/a11y.ts";
import { signUpReadyToLearn } from "./support/sign-up.ts";
import { holdNextRequest, pdfFile, pngFile } from "./support/uploads.ts";

// Preparing a session (docs/product.md §2.8, §5.1 and §5.3): question and files, the analysis of the
// files, the planning stage with its progress bar and checklist, the ready plan, and the chat
// that opens with the plan's starter message, whose tutor knows the files. Offline planner and
// tutor, on a phone and a desktop viewport. The upload and the plan request are held until the
// test has looked at the stage they belong to: offline, both take only a moment.

test.use({ shotsPrefix: "prepare-" });

const WORKSHEET_NAME = "arbeitsblatt-brueche.pdf";
const WORKSHEET_FIRST_LINE = "Arbeitsblatt Brüche: Aufgabe 1: Kürze 6/8";
const WORKSHEET = pdfFile(WORKSHEET_NAME, [
  WORKSHEET_FIRST_LINE,
  "Aufgabe 2: Kürze 12/16",
  "Aufgabe 3: Erweitere 3/4 auf Zwanzigstel",
]);
const PHOTO_NAME = "foto-aufgabe.png";
const PHOTO = pngFile(PHOTO_NAME, 64, 48);

const isPost = (path: string) => (r: { url(): string; request(): { method(): string } }) =>
  new URL(r.url()).pathname === path && r.request().method() === "POST";

test("a pupil prepares a Mathematik chat with a worksheet and a photo, and the tutor knows the worksheet", async ({
  page,
  shots,
  pupil,
}) => {
  const prep = new PreparationPage(page, LEARNING_WORDING);
  const chat = new ChatPage(page);
  let starter = "";

  await test.step("Mathematik → Chatten opens the preparation: question, files, the button disabled", async () => {
    await signUpReadyToLearn(page, pupil);
    await new SubjectSelectPage(page).subject("Mathematik").click();
    await new SessionTypePage(page).chat.click();
    await expect(page).toHaveURL("/tutor/prepare/mathematik/chat");
    await prep.expectInput("Mathematik", "Chat");
    await expect(prep.back).toHaveAttribute("href", "/tutor/select/mathematik");
  });

  await test.step("the worksheet and the photo are chosen and a question typed", async () => {
    await prep.chooseFiles([WORKSHEET, PHOTO]);
    await expect(prep.selectedFiles).toHaveCount(2);
    await expect(prep.selectedFiles.nth(0)).toContainText(WORKSHEET_NAME);
    await expect(prep.selectedFiles.nth(1)).toContainText(PHOTO_NAME);
    // Whitespace alone is no question (docs/product.md §2.8).
    await prep.question.fill("   ");
    await expect(prep.prepare).toBeDisabled();
    await prep.question.fill("Wie kürze ich Brüche?");
    await expect(prep.prepare).toBeEnabled();
    await checkA11yInBothThemes(page, "preparation with files and a question", "toggle", (theme) =>
      shots.take(theme === "dark" ? "input-dark" : "input"),
    );
  });

  await test.step("the files are analysed first (held until looked at)", async () => {
    const upload = await holdNextRequest(page, PREPARATION_UPLOAD_PATH);
    const plan = await holdNextRequest(page, PLAN_PATH);
    await prep.recordStages();
    await prep.prepare.click();
    await upload.arrived;
    await prep.expectStage(LEARNING_WORDING.analyzingTitle);
    await checkA11y(page, "preparation: analysing the files");
    await shots.take("analyzing");
    const uploaded = page.waitForResponse(isPost(PREPARATION_UPLOAD_PATH));
    upload.release();
    expect((await uploaded).status()).toBe(200);

    await test.step("then planned: the progress bar moves and ticks the checklist", async () => {
      await plan.arrived;
      await prep.expectStage(LEARNING_WORDING.planningTitle);
      await expect(prep.progressBar).toHaveAttribute("aria-valuemin", "0");
      await expect(prep.progressBar).toHaveAttribute("aria-valuemax", "100");
      // 22 % after 2 s: the first item (at 20 %) is ticked, the second (at 45 %) not yet.
      await expect(prep.checklistItem(0)).toHaveText(`${LEARNING_WORDING.checklist[0]}(erledigt)`);
      await expect(prep.checklistItem(3)).toHaveText(`${LEARNING_WORDING.checklist[3]}(offen)`);
      const percent = Number(await prep.progressBar.getAttribute("aria-valuenow"));
      expect(percent).toBeGreaterThanOrEqual(20);
      expect(percent).toBeLessThan(100);
      await checkA11yInBothThemes(page, "preparation: planning", "toggle", (theme) =>
        shots.take(theme === "dark" ? "planning-dark" : "planning"),
      );
      const planned = page.waitForResponse(isPost(PLAN_PATH));
      plan.release();
      expect((await planned).status()).toBe(200);
    });
  });

  await test.step("the plan's answer takes the bar to 100 % and, half a second later, the ready stage", async () => {
    await prep.expectStage(LEARNING_WORDING.readyTitle);
    const { stages, progress } = await prep.seen();
    expect(stages).toEqual([
      LEARNING_WORDING.analyzingTitle,
      LEARNING_WORDING.planningTitle,
      LEARNING_WORDING.readyTitle,
    ]);
    expect(progress.at(-1), `progress values seen: ${progress.join(", ")}`).toBe(100);
    expect(progress, "the bar only moves forward").toEqual([...progress].sort((a, b) => a - b));
  });

  await test.step("the ready plan names the worksheet, quotes its first line and lists both files", async () => {
    const main = page.getByRole("main");
    for (const section of ["Lernziele", "Ablauf", "Zum Mitmachen", "So beginnt dein Tutor"]) {
      await expect(main.getByRole("heading", { level: 3, name: section, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("listitem").filter({ hasText: /^Material anschauen:/ })).toHaveText(
      `Material anschauen: «${WORKSHEET_NAME}» beginnt mit „${WORKSHEET_FIRST_LINE}“ – gemeinsam klären, worum es geht.`,
    );
    await expect(prep.starter).toContainText("Heute geht es in Mathematik um «Wie kürze ich Brüche?».");
    await expect(prep.starter).toContainText(`Ich habe dein Arbeitsblatt «${WORKSHEET_NAME}» dabei`);
    starter = (await prep.starter.textContent())?.trim() ?? "";

    await expect(prep.results).toHaveCount(2);
    await expect(prep.results.nth(0)).toContainText(WORKSHEET_NAME);
    await expect(prep.results.nth(0)).toContainText("Dokument");
    await expect(prep.results.nth(0)).toContainText(`${WORKSHEET_FIRST_LINE}\nAufgabe 2: Kürze 12/16`);
    await expect(prep.results.nth(1)).toContainText(PHOTO_NAME);
    await expect(prep.results.nth(1)).toContainText("Bild: PNG, 64 × 48 Pixel");
    await expect(prep.start).toBeEnabled();

    await checkA11yInBothThemes(page, "preparation: plan ready", "toggle", (theme) =>
      shots.take(theme === "dark" ? "ready-dark" : "ready"),
    );
    await prep.start.scrollIntoViewIfNeeded();
    await shots.take("ready-start");
  });

  await test.step("'Session starten' saves the preparation and opens the chat with the starter message", async () => {
    const saved = page.waitForResponse(isPost(SAVE_PREPARATION_PATH));
    await prep.start.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON();
    expect(body).toMatchObject({
      subjectId: "mathematik",
      sessionType: "chat",
      preparationData: {
        question: "Wie kürze ich Brüche?",
        uploadedFiles: [
          { type: "document", fileName: WORKSHEET_NAME },
          { type: "image", fileName: PHOTO_NAME },
        ],
        generatedPlan: { starter_message: starter },
      },
    });
    await expect(page).toHaveURL(`/tutor/ai-chat/mathematik?sessionId=${body.sessionId}`);

    await expect(page.getByRole("heading", { level: 1, name: "Mathematik", exact: true })).toBeVisible();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.messages.first()).toContainText(starter);
    await expect(chat.log).not.toContainText("Mathe-Tutor");
    await checkA11y(page, "prepared chat with the starter");
    await shots.take("chat-starter");
  });

  await test.step("asked about the worksheet, the tutor quotes it; asked about the photo, it describes that", async () => {
    const aboutSheet = await chat.ask("Was steht auf meinem Arbeitsblatt?");
    await expect(aboutSheet).toContainText(`Ich habe dein Arbeitsblatt «${WORKSHEET_NAME}» angeschaut.`);
    await expect(aboutSheet).toContainText("Darin steht: „Arbeitsblatt Brüche: Aufgabe 1: Kürze");
    // In a Mathematik chat the fraction is written as LaTeX and rendered by KaTeX.
    await expect(aboutSheet.locator('annotation[encoding="application/x-tex"]')).toHaveText("\\frac{6}{8}");

    const aboutPhoto = await chat.ask("Und was ist auf meinem Foto?");
    await expect(aboutPhoto).toContainText(
      `Zu deinem Bild «${PHOTO_NAME}» habe ich diese Beschreibung bekommen`,
    );
    await expect(aboutPhoto).toContainText("64 × 48 Pixel");
    await expect(chat.messages).toHaveCount(5);
    await checkA11yInBothThemes(page, "prepared chat about the files", "toggle", (theme) =>
      shots.take(theme === "dark" ? "chat-files-dark" : "chat-files"),
    );
  });
});
