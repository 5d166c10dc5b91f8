import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFakeTimersForTestingLibrary } from "#client/test/fake-timers.ts";
import { answerFor, answerWholeQuiz, passAutoAdvance, quizOption } from "#client/test/quiz.ts";
import {
  allOptions,
  answerQuestions,
  cleanUpQuizModal,
  progressText,
  QUIZ_RESULT,
  renderQuizModal,
} from "#client/test/quiz-modal.tsx";
import { QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import type { QuizResult } from "../lib/quiz-flow.ts";

beforeEach(() => useFakeTimersForTestingLibrary());
afterEach(() => cleanUpQuizModal());

describe("LearningQuizModal: promises only what adapts (docs/product.md §2.4)", () => {
  const INTRO =
    "Bevor du deine erste Lernsession startest, findest du mit einem kurzen Quiz heraus, wie du am liebsten lernst.";
  const PROFILE = "Dein ganzes Lernprofil findest du jederzeit unter «Profil».";
  it.each([
    {
      tutor: "a hosted model, which reads the profile",
      offlineTutor: false,
      warning: `${INTRO} Danach stellt sich dein KI-Tutor auf dich ein.`,
      result: `Dein KI-Tutor stellt sich ab jetzt auf dich ein: Er erklärt so, wie du gern lernst. ${PROFILE}`,
    },
    {
      tutor: "the built-in tutor, which does not",
      offlineTutor: true,
      warning: INTRO,
      result: `Der Übungs-Tutor (offline) nutzt dein Lernprofil nicht: Er wählt die Aufgaben nach deiner Schulstufe. ${PROFILE}`,
    },
    { tutor: "a tutor not known yet", offlineTutor: undefined, warning: INTRO, result: PROFILE },
  ])("with $tutor", async ({ offlineTutor, warning, result }) => {
    const { user } = renderQuizModal(undefined, offlineTutor);
    expect(screen.getByText(INTRO, { exact: false }).textContent).toBe(warning);
    await answerWholeQuiz(user);
    expect(screen.getByText(PROFILE, { exact: false }).textContent).toBe(result);
  });
});

describe("LearningQuizModal: stages", () => {
  it("goes warning → 6 questions → intermission → 6 → intermission → 5 → completed", async () => {
    const { user, submit, onFinish } = renderQuizModal();
    await user.click(screen.getByRole("button", { name: "Quiz starten" }));

    expect(progressText()).toBe("Frage 1 von 17");
    expect(screen.getByText("Lernansätze")).toBeTruthy();
    const first = QUIZ_QUESTIONS[0];
    const heading = screen.getByRole("heading", { level: 2, name: first?.title });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(first?.subtitle ?? "")).toBeTruthy();
    expect(
      screen.getByRole("progressbar", { name: "Fortschritt im Quiz" }).getAttribute("aria-valuenow"),
    ).toBe("1");
    expect(allOptions().map((o) => o.getAttribute("aria-label"))).toEqual(
      first?.options.map((o) => `${o.key}: ${o.label}`),
    );

    await answerQuestions(user, 0, 6);
    expect(screen.queryByText(/^Frage \d+ von 17$/)).toBeNull();
    const part2 = screen.getByRole("heading", { level: 2, name: "Teil 2 von 3: Lernen & Kommunikation" });
    expect(document.activeElement).toBe(part2);
    await user.click(screen.getByRole("button", { name: "Weiter zu Teil 2" }));
    expect(progressText()).toBe("Frage 7 von 17");
    expect(screen.getByText("Lernen & Kommunikation")).toBeTruthy();

    await answerQuestions(user, 6, 12);
    expect(screen.getByRole("heading", { name: "Teil 3 von 3: Organisation & Soziales" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Weiter zu Teil 3" }));
    expect(progressText()).toBe("Frage 13 von 17");

    await answerQuestions(user, 12, 16);
    expect(progressText()).toBe("Frage 17 von 17");
    expect(submit).not.toHaveBeenCalled();
    await answerQuestions(user, 16, 17);

    expect(submit).toHaveBeenCalledTimes(1);
    const answers = submit.mock.calls[0]?.[0] ?? {};
    expect(Object.keys(answers)).toEqual(QUIZ_QUESTIONS.map((q) => String(q.id)));
    expect(answers["1"]).toBe("A");
    expect(answers["17"]).toBe(answerFor(16));

    const dialog = screen.getByRole("dialog", { name: "Lernstil-Quiz" });
    expect(
      within(dialog).getByRole("heading", { name: "Geschafft! Dein Lernprofil ist bereit." }),
    ).toBeTruthy();
    expect(within(dialog).getByText("Augenmensch")).toBeTruthy();
    expect(within(dialog).getByText("Du verstehst am besten, was du sehen kannst.")).toBeTruthy();
    expect(within(dialog).getByRole("listitem").textContent).toBe("Teamplayer");
    await user.click(within(dialog).getByRole("button", { name: "Weiter" }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("locks the question after a choice and moves on after 400 ms", async () => {
    const { user } = renderQuizModal();
    await user.click(screen.getByRole("button", { name: "Quiz starten" }));
    await user.click(quizOption("B"));

    expect(quizOption("B").getAttribute("aria-pressed")).toBe("true");
    expect(allOptions().map((o) => o.getAttribute("aria-disabled"))).toEqual([
      "true",
      "true",
      "true",
      "true",
    ]);
    await user.click(quizOption("C"));
    await user.keyboard("d");
    expect(quizOption("C").getAttribute("aria-pressed")).toBe("false");
    expect(quizOption("B").getAttribute("aria-pressed")).toBe("true");

    await passAutoAdvance(399);
    expect(progressText()).toBe("Frage 1 von 17");
    await passAutoAdvance(1);
    expect(progressText()).toBe("Frage 2 von 17");
    expect(allOptions().map((o) => o.getAttribute("aria-disabled"))).toEqual([null, null, null, null]);
    expect(allOptions().map((o) => o.getAttribute("aria-pressed"))).toEqual([
      "false",
      "false",
      "false",
      "false",
    ]);
  });

  it("alerts when saving fails, stays on the last question unlocked, and retries", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { user, submit } = renderQuizModal();
    submit.mockRejectedValueOnce(new Error("HTTP 500: Internal Server Error"));
    await answerWholeQuiz(user);

    expect(alert).toHaveBeenCalledExactlyOnceWith(
      "Fehler beim Speichern des Quiz. Bitte versuche es erneut.",
    );
    expect(progressText()).toBe("Frage 17 von 17");
    expect(allOptions().map((o) => o.getAttribute("aria-disabled"))).toEqual([null, null, null, null]);
    expect(screen.queryByRole("heading", { name: /Geschafft/ })).toBeNull();

    await user.click(quizOption("A"));
    await passAutoAdvance();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[0]?.["17"]).toBe("A");
    expect(screen.getByRole("heading", { name: "Geschafft! Dein Lernprofil ist bereit." })).toBeTruthy();
  });

  it("keeps the last question locked while saving", async () => {
    let resolve: (result: QuizResult) => void = () => {};
    const { user, submit } = renderQuizModal(() => new Promise((r) => (resolve = r)));
    await answerWholeQuiz(user);

    expect(screen.getByRole("status").textContent).toBe("Dein Lernprofil wird gespeichert …");
    expect(allOptions().every((o) => o.getAttribute("aria-disabled") === "true")).toBe(true);
    expect(screen.getByRole("button", { name: "Quiz abbrechen" }).hasAttribute("disabled")).toBe(true);
    await passAutoAdvance(2000);
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => resolve(QUIZ_RESULT));
    expect(screen.getByRole("heading", { name: "Geschafft! Dein Lernprofil ist bereit." })).toBeTruthy();
  });
});
