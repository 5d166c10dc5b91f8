import { expect, test } from "./fixtures.ts";
import { ChatPage } from "./pages/chat-page.ts";
import { INTERVIEW_WORDING, PLAN_PATH, PreparationPage } from "./pages/preparation-page.ts";
import { SubjectSelectPage } from "./pages/tutor-pages.ts";
import { checkA11y, checkA11yInBothThemes } from "./support/a11y.ts";
import { signUpReadyToLearn } from "./support/sign-up.ts";
import { holdNextRequest } from "./support/uploads.ts";

// The job interview's preparation (docs/product.md §2.8 and §3.4): 'Bewerbungsgespräch' asks for the
// position instead of a question, speaks of documents and a conversation plan, plans the
// interview variant (position, company, questions, criteria), and its chat opens with the
// interviewer's greeting. Offline planner and tutor, on a phone and a desktop viewport.

test.use({ shotsPrefix: "interview-" });

test("a 'Bewerbungsgespräch' preparation speaks of the position and opens the interview of its plan", async ({
  page,
  shots,
  pupil,
}) => {
  const prep = new PreparationPage(page, INTERVIEW_WORDING);
  const chat = new ChatPage(page);
  const position = "Lehrstelle als Informatiker EFZ bei der Gemeinde Bern";
  let starter = "";

  await test.step("Bewerbungsgespräch → 'Schriftlich üben': the interview's own wording", async () => {
    await signUpReadyToLearn(page, pupil);
    await new SubjectSelectPage(page).subject("Bewerbungsgespräch").click();
    const main = page.getByRole("main");
    await expect(main.getByText("Wie möchtest du das Vorstellungsgespräch üben?")).toBeVisible();
    await main.getByRole("link", { name: "Schriftlich üben" }).click();
    await expect(page).toHaveURL("/tutor/prepare/bewerbungsgespraech/chat");
    await prep.expectInput("Bewerbungsgespräch", "Chat");
    await expect(main.getByText(/^Nenne den Beruf und die Firma/)).toBeVisible();
    await expect(main.getByText(/^Lebenslauf, Bewerbungsschreiben oder das Stelleninserat\./)).toBeVisible();
    await expect(main.getByText("Was möchtest du lernen?")).toHaveCount(0);
    await prep.question.fill(position);
    await checkA11yInBothThemes(page, "interview preparation", "toggle", (theme) =>
      shots.take(theme === "dark" ? "input-dark" : "input"),
    );
  });

  await test.step("without documents there is no analysis: straight to the interview's planning", async () => {
    const plan = await holdNextRequest(page, PLAN_PATH);
    await prep.recordStages();
    await prep.prepare.click();
    await plan.arrived;
    await prep.expectStage(INTERVIEW_WORDING.planningTitle);
    await expect(prep.checklist).toHaveCount(4);
    for (const [index, item] of INTERVIEW_WORDING.checklist.entries()) {
      await expect(prep.checklistItem(index)).toContainText(item);
    }
    await checkA11y(page, "interview preparation: planning");
    await shots.take("planning");
    plan.release();
    await prep.expectStage(INTERVIEW_WORDING.readyTitle);
    expect((await prep.seen()).stages).toEqual([
      INTERVIEW_WORDING.planningTitle,
      INTERVIEW_WORDING.readyTitle,
    ]);
  });

  await test.step("the ready conversation plan: position, company, questions and the opening", async () => {
    const main = page.getByRole("main");
    await expect(main.getByRole("definition").first()).toHaveText("Lehrstelle als Informatiker EFZ");
    for (const section of [
      "Zur Firma",
      "Ablauf des Gesprächs",
      "Fragen, die kommen können",
      "Darauf wird geachtet",
      "So beginnt das Gespräch",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: section, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Lernziele" })).toHaveCount(0);
    await expect(main.getByText("Warum möchtest du Informatiker EFZ werden?", { exact: true })).toBeVisible();
    await expect(prep.starter).toHaveText(
      /^Grüezi und willkommen bei der .+ AG! Ich bin (Frau|Herr) \p{Lu}\p{L}+/u,
    );
    await expect(prep.starter).toContainText("Lehrstelle als Informatiker EFZ");
    starter = (await prep.starter.textContent())?.trim() ?? "";
    await checkA11yInBothThemes(page, "interview plan ready", "toggle", (theme) =>
      shots.take(theme === "dark" ? "ready-dark" : "ready"),
    );
  });

  await test.step("'Gespräch starten' opens the interview with the interviewer's greeting", async () => {
    await prep.start.click();
    await expect(page).toHaveURL(
      /^[^?]+\/tutor\/ai-chat\/bewerbungsgespraech\?sessionId=session_\d+_[a-z0-9]+$/,
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Bewerbungsgespräch", exact: true }),
    ).toBeVisible();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.messages.first()).toContainText(starter);
    await expect(chat.log).not.toContainText("übe mit dir das Vorstellungsgespräch");

    const reply = await chat.ask(
      "Ich heisse Lena und gehe in die zweite Sek. In meiner Freizeit programmiere ich kleine Spiele und helfe im Verein bei der Website.",
    );
    // The interviewer answers like the plan says: feedback, then the plan's next question.
    await expect(reply).toContainText("Rückmeldung:");
    await expect(reply).toContainText("Frage 2 von 6: Warum möchtest du Informatiker EFZ werden?");
    await checkA11y(page, "interview chat");
    await shots.take("chat");
  });
});
