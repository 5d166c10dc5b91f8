import { buildLearningProfile } from "#shared/domain/quiz-scoring.ts";
import { expect, test } from "./fixtures.ts";
import { ASSESSMENT_PATH, answerBody, isAssessment, QuizModal, variedAnswers } from "./pages/quiz-modal.ts";
import { SessionTypePage, SubjectSelectPage, SubjectsOverviewPage } from "./pages/tutor-pages.ts";
import { checkA11y } from "./support/a11y.ts";
import { signUpAndOnboard } from "./support/sign-up.ts";

// docs/product.md §2.4 and §5.3, 'Quiz not saved', and the other ways into the quiz (§2.4: starting
// a session requires the learning profile). Runs on a phone and a desktop viewport.

test.use({ shotsPrefix: "quiz-failure-" });

test("a failed quiz save is reported, the quiz stays open, and answering again saves it", async ({
  page,
  guard,
  shots,
  pupil,
}) => {
  const quiz = new QuizModal(page);
  const subjects = new SubjectsOverviewPage(page);
  const keys = variedAnswers(2);
  const last = keys.length - 1;

  await test.step("every way to start asks for the quiz first; cancelling stays put (a typed address: /tutor)", async () => {
    await signUpAndOnboard(page, pupil);
    await page.getByRole("main").getByRole("link", { name: "Lernsession starten" }).click();
    await quiz.expectWarning();
    await quiz.cancel.click();
    await expect(quiz.dialog).toHaveCount(0);
    await expect(page).toHaveURL("/");

    await page.goto("/tutor/select");
    await new SubjectSelectPage(page).subject("Deutsch").click();
    await quiz.expectWarning();
    await page.keyboard.press("Escape");
    await expect(quiz.dialog).toHaveCount(0);
    await expect(page).toHaveURL("/tutor/select");

    // A typed address of a session screen asks too; cancelling there leads to /tutor.
    await page.goto("/tutor/select/chemie");
    await quiz.expectWarning();
    await quiz.close.click();
    await expect(quiz.dialog).toHaveCount(0);
    await expect(page).toHaveURL("/tutor");

    await page.goto("/faecher");
    await subjects.startLearning("Biologie").click();
    await quiz.expectWarning();
    await quiz.start.click();
    await quiz.answer(keys, { to: last - 1 });
  });

  await test.step("the save fails: an alert, and the last question is open again", async () => {
    let attempts = 0;
    await page.route(`**${ASSESSMENT_PATH}`, (route) => {
      attempts += 1;
      return route.fulfill({ status: 500, json: { error: "Serverfehler" } });
    });
    const alert = guard.acceptNextDialog();
    await guard.expectConsoleErrorDuring(/status of 500/, async () => {
      await quiz.expectQuestion(last);
      await quiz.choose(last, keys[last] ?? "A");
      expect(await alert).toEqual({
        type: "alert",
        message: "Fehler beim Speichern des Quiz. Bitte versuche es erneut.",
      });
    });
    await page.unroute(`**${ASSESSMENT_PATH}`);
    // docs/product.md §4.12: a mutation is retried once after a 5xx, so the save is tried twice.
    expect(attempts).toBe(2);
    await quiz.expectQuestion(last, "dialog");
    await expect(page).toHaveURL("/faecher");
    await checkA11y(page, "quiz after a failed save");
    await shots.take("quiz-save-failed");
  });

  await test.step("answering again saves the quiz and goes on to the chosen subject", async () => {
    const answered = page.waitForResponse((r) => isAssessment(r.url()));
    await quiz.choose(last, keys[last] ?? "A");
    expect((await answered).status()).toBe(200);
    const expected = buildLearningProfile(answerBody(keys), new Date());
    await quiz.expectCompleted(expected.primarySignature, expected.signatures.slice(1));
    await quiz.finish.click();
    await new SessionTypePage(page).expectLoaded("biologie", "Biologie");
    await expect(quiz.dialog).toHaveCount(0);
  });
});
