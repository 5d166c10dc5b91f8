import { buildLearningProfile } from "#shared/domain/quiz-scoring.ts";
import { expect, test } from "./fixtures.ts";
import { ProfilePage } from "./pages/profile-page.ts";
import { answerBody, isAssessment, QuizModal, variedAnswers } from "./pages/quiz-modal.ts";
import { ShellPage } from "./pages/shell-page.ts";
import {
  SessionTypePage,
  SubjectNotFoundPage,
  SubjectSelectPage,
  SubjectsOverviewPage,
  TutorWelcomePage,
} from "./pages/tutor-pages.ts";
import { checkA11y, checkA11yInBothThemes } from "./support/a11y.ts";
import { signUpAndOnboard } from "./support/sign-up.ts";

// Starting to learn (docs/product.md §2.4 and §2.7): the one-time learning-style quiz in front of
// the first session, subject and session-type choice, the subject overview, unknown subjects,
// and the learning profile on /profil. Runs on a phone and a desktop viewport.

test.use({ shotsPrefix: "learn-" });

test("a new pupil takes the quiz once, then picks a subject and a way to learn", async ({
  page,
  shots,
  pupil,
}) => {
  const shell = new ShellPage(page);
  const tutor = new TutorWelcomePage(page);
  const quiz = new QuizModal(page);
  const select = new SubjectSelectPage(page);
  const sessionType = new SessionTypePage(page);
  const keys = variedAnswers();
  const expected = buildLearningProfile(answerBody(keys), new Date());

  await test.step("a new pupil signs up and onboards, and opens the tutor", async () => {
    await signUpAndOnboard(page, pupil);
    await shell.navLink("Tutor").click();
    await tutor.expectLoaded();
    await shell.expectActive("Tutor");
    await checkA11y(page, "tutor welcome");
    await shots.take("tutor-welcome");
  });

  await test.step("'Neue Session starten' opens the quiz: first a warning", async () => {
    await tutor.startSession.click();
    await quiz.expectWarning();
    await expect(page).toHaveURL("/tutor");
    await checkA11yInBothThemes(page, "quiz warning", "storage");
    await shots.take("quiz-warning");
    await quiz.start.click();
  });

  await test.step("17 questions, locked once answered, with an intermission before parts 2 and 3", async () => {
    await quiz.expectQuestion(0);
    await checkA11yInBothThemes(page, "quiz question 1", "storage");
    await shots.take("quiz-question-1");
    // A second click on an answered question changes nothing (the body below shows keys[0]).
    await quiz.choose(0, keys[0] ?? "A", "D");

    await quiz.answer(
      keys,
      { from: 1, to: keys.length - 2 },
      {
        onIntermission: async (segment) => {
          await checkA11yInBothThemes(page, `quiz intermission before part ${segment}`, "storage");
          await shots.take(`quiz-intermission-${segment}`);
        },
      },
    );
    const saved = page.waitForRequest((r) => isAssessment(r.url()) && r.method() === "POST");
    const answered = page.waitForResponse((r) => isAssessment(r.url()));
    await quiz.answer(keys, { from: keys.length - 1 });
    expect((await saved).postDataJSON()).toEqual({ answers: answerBody(keys) });
    expect((await answered).status()).toBe(200);
  });

  await test.step("the completed stage shows the learning signature; 'Weiter' goes on to the subjects", async () => {
    await quiz.expectCompleted(expected.primarySignature, expected.signatures.slice(1));
    await checkA11yInBothThemes(page, "quiz completed", "storage");
    await shots.take("quiz-completed");
    await quiz.finish.click();
    await expect(quiz.dialog).toHaveCount(0);
    await select.expectLoaded();
  });

  await test.step("a subject leads to the choice of chat or voice, without the quiz", async () => {
    await select.expectNamesFit();
    await checkA11y(page, "subject selection");
    await select.subject("Mathematik").click();
    await sessionType.expectLoaded("mathematik", "Mathematik");
    await expect(quiz.dialog).toHaveCount(0);
    await checkA11yInBothThemes(page, "session type (Mathematik)", "toggle");
    await shots.take("session-type");

    await sessionType.chat.click();
    await expect(page).toHaveURL("/tutor/prepare/mathematik/chat");
    await page.goBack();
    await sessionType.voice.click();
    await expect(page).toHaveURL("/tutor/prepare/mathematik/voice");
    await expect(quiz.dialog).toHaveCount(0);
  });

  await test.step("back: from the session step to the subjects, from there to the tutor", async () => {
    await page.goBack();
    await sessionType.expectLoaded("mathematik", "Mathematik");
    await sessionType.back.click();
    await select.expectLoaded();
    await select.back.click();
    await tutor.expectLoaded();
  });

  await test.step("an alias shows its subject; an unknown subject goes back to the subjects", async () => {
    await page.goto("/tutor/select/math");
    await sessionType.expectLoaded("mathematik", "Mathematik");
    await page.goto("/tutor/select/geschichte");
    await select.expectLoaded();
  });

  await test.step("/faecher: nine subjects, each with 'Lernen starten'", async () => {
    const subjects = new SubjectsOverviewPage(page);
    await shell.navLink("Fächer").click();
    await subjects.expectLoaded();
    await subjects.expectNamesFit();
    await checkA11yInBothThemes(page, "subject overview", "toggle");
    await shots.take("faecher");
    await subjects.startLearning("Physik").click();
    await sessionType.expectLoaded("physik", "Physik");
    await expect(quiz.dialog).toHaveCount(0);
  });

  await test.step("unknown subjects on the session screens lead back to the tutor", async () => {
    const notFound = new SubjectNotFoundPage(page);
    for (const path of ["/tutor/prepare/geschichte/chat", "/tutor/ai-chat/geschichte"]) {
      await page.goto(path);
      await notFound.expectShown("subject");
      await checkA11y(page, `unknown subject (${path})`);
    }
    await shots.take("subject-not-found");
    await notFound.backLink("subject").click();
    await tutor.expectLoaded();

    await page.goto("/tutor/ai-voice/geschichte");
    await notFound.expectShown("voice");
    await checkA11y(page, "unknown subject (voice)");
    await notFound.backLink("voice").click();
    await tutor.expectLoaded();
  });

  await test.step("/profil shows the learning profile card", async () => {
    const profile = new ProfilePage(page);
    await shell.navLink("Profil").click();
    await expect(profile.heading).toBeVisible();
    await profile.expectLearningProfile(expected.primarySignature, expected.dimensions);
    await profile.learningProfile.scrollIntoViewIfNeeded();
    await checkA11yInBothThemes(page, "profile with learning profile", "toggle", (theme) =>
      shots.take(theme === "dark" ? "profile-learning-profile-dark" : "profile-learning-profile"),
    );
  });

  await test.step("starting again never shows the quiz, also after a reload", async () => {
    await page.reload();
    await shell.navLink("Start").click();
    await page.getByRole("main").getByRole("link", { name: "Lernsession starten" }).click();
    await select.expectLoaded();
    await shell.navLink("Tutor").click();
    await tutor.startSession.click();
    await select.expectLoaded();
    await page.goto("/tutor/select/deutsch");
    await sessionType.expectLoaded("deutsch", "Deutsch");
    await expect(quiz.dialog).toHaveCount(0);
  });
});
