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

  it("is a native <dialog> opened with showModal(), so the browser makes the page behind inert", () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const { view } = renderQuizModal();
    const dialog = screen.getByRole("dialog", { name: "Lernstil-Quiz" });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    view.unmount();
    expect((dialog as HTMLDialogElement).open).toBe(false);
  });

  it("handles Escape even when focus has left the dialog (a click on the backdrop)", async () => {
    const { user, onCancel } = renderQuizModal();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("dialog") as HTMLDialogElement).open).toBe(true);
  });

  it("answers another close request (a phone's back gesture: 'cancel') like Escape, without closing", () => {
    const { onCancel } = renderQuizModal();
    const dialog = screen.getByRole("dialog") as HTMLDialogElement;
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });
});
