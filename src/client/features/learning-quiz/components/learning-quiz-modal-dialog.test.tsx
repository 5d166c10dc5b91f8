import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFakeTimersForTestingLibrary } from "#client/test/fake-timers.ts";
import { passAutoAdvance, quizOption } from "#client/test/quiz.ts";
import { cleanUpQuizModal, progressText, renderQuizModal } from "#client/test/quiz-modal.tsx";

beforeEach(() => useFakeTimersForTestingLibrary());
afterEach(() => cleanUpQuizModal());

describe("LearningQuizModal: a keyboard-operable modal dialog", () => {
  it("is a modal dialog named 'Lernstil-Quiz' that starts with the warning", () => {
    renderQuizModal();
    const dialog = screen.getByRole("dialog", { name: "Lernstil-Quiz" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const heading = within(dialog).getByRole("heading", { level: 2, name: "Wie lernst du am besten?" });
    expect(document.activeElement).toBe(heading);
    expect(dialog.textContent).toContain("etwa 3–5 Minuten");
    expect(dialog.textContent).toContain("keine falschen Antworten");
    expect(dialog.textContent).toContain("nur einmal");
    expect(within(dialog).getByRole("button", { name: "Quiz starten" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeTruthy();
  });

  it("answers with the letter keys too", async () => {
    const { user } = renderQuizModal();
    await user.click(screen.getByRole("button", { name: "Quiz starten" }));
    await user.keyboard("c");
    expect(quizOption("C").getAttribute("aria-pressed")).toBe("true");
  });

  it("Escape cancels on the warning and gives focus back to the opener", async () => {
    const { user, onCancel, opener, view } = renderQuizModal();
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(document.activeElement).toBe(opener);
  });

  it("'Abbrechen' on the warning cancels", async () => {
    const { user, onCancel } = renderQuizModal();
    await user.click(screen.getByRole("button", { name: "Abbrechen" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("asks before cancelling once answers would be lost", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, onCancel } = renderQuizModal();
    await user.click(screen.getByRole("button", { name: "Quiz starten" }));
    await user.click(quizOption("A"));
    await passAutoAdvance();

    await user.keyboard("{Escape}");
    expect(confirm).toHaveBeenCalledWith(
      "Möchtest du das Quiz wirklich abbrechen? Deine Antworten gehen verloren.",
    );
    expect(onCancel).not.toHaveBeenCalled();
    expect(progressText()).toBe("Frage 2 von 17");

    await user.click(screen.getByRole("button", { name: "Quiz abbrechen" }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("keeps Tab inside the dialog", async () => {
    const { user } = renderQuizModal();
    const dialog = screen.getByRole("dialog");
    const close = within(dialog).getByRole("button", { name: "Quiz abbrechen" });
    const cancel = within(dialog).getByRole("button", { name: "Abbrechen" });
    const start = within(dialog).getByRole("button", { name: "Quiz starten" });

    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(start);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(start);
  });

  it("handles Tab and Escape even when focus has left the dialog (a click on the backdrop)", async () => {
    const { user, onCancel } = renderQuizModal();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Quiz abbrechen" }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("makes the page behind inert while open", () => {
    const { view, opener } = renderQuizModal();
    expect(view.container.hasAttribute("inert")).toBe(true);
    expect(opener.hasAttribute("inert")).toBe(true);
    view.unmount();
    expect(opener.hasAttribute("inert")).toBe(false);
  });
});
