import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import { LearningQuizModal } from "#client/features/learning-quiz/components/learning-quiz-modal.tsx";
import type { QuizAnswers, QuizResult } from "#client/features/learning-quiz/lib/quiz-flow.ts";
import { OPTION_KEYS } from "#shared/domain/quiz.ts";
import { answerFor, passAutoAdvance, quizOption } from "./quiz.ts";

// The quiz modal on its own, for its screen tests (run with useFakeTimersForTestingLibrary()).

export const QUIZ_RESULT: QuizResult = {
  primarySignature: "Augenmensch",
  signatures: ["Augenmensch", "Teamplayer"],
};

/**
 * Renders the modal, opened from a focused button ("Öffnen") so focus return can be checked.
 * `offlineTutor`: whether the built-in tutor answers (undefined: not known yet).
 */
export function renderQuizModal(
  onSubmit: (answers: QuizAnswers) => Promise<QuizResult> = async () => QUIZ_RESULT,
  offlineTutor?: boolean,
) {
  const submit = vi.fn(onSubmit);
  const onCancel = vi.fn();
  const onFinish = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const opener = document.createElement("button");
  opener.textContent = "Öffnen";
  document.body.append(opener);
  opener.focus();
  const view = render(
    <LearningQuizModal
      onSubmit={submit}
      onCancel={onCancel}
      onFinish={onFinish}
      offlineTutor={offlineTutor}
    />,
  );
  return { user, submit, onCancel, onFinish, opener, view };
}

/** Unmounts, then removes the opener too. */
export function cleanUpQuizModal(): void {
  vi.unstubAllGlobals();
  cleanup();
  document.body.replaceChildren();
}

export const progressText = () => screen.getByText(/^Frage \d+ von 17$/).textContent;
export const allOptions = () => OPTION_KEYS.map((key) => quizOption(key));

/** Answers questions from..to-1 (0-based) and waits out the auto-advance after each. */
export async function answerQuestions(user: ReturnType<typeof userEvent.setup>, from: number, to: number) {
  for (let i = from; i < to; i++) {
    await user.click(quizOption(answerFor(i)));
    await passAutoAdvance();
  }
}
