import type { Page } from "@playwright/test";
import type { Pupil } from "../fixtures.ts";
import { LoginPage } from "../pages/login-page.ts";
import { OnboardingPage, type SCHOOL_TYPES } from "../pages/onboarding-page.ts";
import { ASSESSMENT_PATH, answerBody, QuizModal, variedAnswers } from "../pages/quiz-modal.ts";
import { ShellPage } from "../pages/shell-page.ts";
import { SubjectSelectPage, TutorWelcomePage } from "../pages/tutor-pages.ts";
import { callApi } from "./page-api.ts";

export type Schooling = { schoolType: (typeof SCHOOL_TYPES)[number]; grade: string };

/**
 * A new pupil registers and completes the onboarding wizard, and lands in the app shell on /:
 * the starting point of every journey after the first one.
 */
export async function signUpAndOnboard(
  page: Page,
  pupil: Pupil,
  schooling: Schooling = { schoolType: "Sekundarschule", grade: "2. Klasse" },
): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.openSignup();
  await login.signUp(pupil.accountName, pupil.email, pupil.password);
  await new OnboardingPage(page).complete(pupil.name, schooling.schoolType, schooling.grade);
  await new ShellPage(page).expectLoaded();
}

/**
 * A new pupil signs up, onboards and takes the learning-style quiz from the tutor's 'Neue Session
 * starten', and lands on the subject selection: the start of every session journey.
 */
export async function signUpReadyToLearn(page: Page, pupil: Pupil): Promise<void> {
  const quiz = new QuizModal(page);
  await signUpAndOnboard(page, pupil);
  await new ShellPage(page).navLink("Tutor").click();
  await new TutorWelcomePage(page).startSession.click();
  await quiz.start.click();
  await quiz.answerAll(variedAnswers());
  await quiz.finish.click();
  await new SubjectSelectPage(page).expectLoaded();
}

/**
 * A new pupil signs up and onboards in the browser, and the learning-style quiz is saved through
 * the API (the answers signUpReadyToLearn gives): for journeys that start a session but are not
 * about the quiz, which learning-start.spec.ts walks through. The next page load knows it.
 */
export async function signUpWithQuizTaken(page: Page, pupil: Pupil): Promise<void> {
  await signUpAndOnboard(page, pupil);
  await callApi(page, "POST", ASSESSMENT_PATH, { answers: answerBody(variedAnswers()) });
}
