import { act, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import { OPTION_KEYS, type OptionKey, QUIZ_AUTO_ADVANCE_MS, QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";

// Drives the learning-style quiz modal in tests that run with vi.useFakeTimers().

/** The option button of the current question with this key ("A: …"). */
export function quizOption(key: OptionKey): HTMLElement {
  return screen.getByRole("button", { name: new RegExp(`^${key}: `) });
}

export async function passAutoAdvance(ms = QUIZ_AUTO_ADVANCE_MS): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A varied answer per question: A, B, C, D, A, … */
export const answerFor = (index: number): OptionKey => OPTION_KEYS[index % 4] ?? "A";

export const ALL_ANSWERS: Record<string, OptionKey> = Object.fromEntries(
  QUIZ_QUESTIONS.map((q, i) => [String(q.id), answerFor(i)]),
);

/** From the warning stage through all 17 questions, continuing past both intermissions. */
export async function answerWholeQuiz(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole("button", { name: "Quiz starten" }));
  for (let i = 0; i < QUIZ_QUESTIONS.length; i++) {
    const intermission = screen.queryByRole("button", { name: /^Weiter zu Teil \d$/ });
    if (intermission) await user.click(intermission);
    await user.click(quizOption(answerFor(i)));
    await passAutoAdvance();
  }
}
