// Setup for the "web" vitest project (jsdom): screens rendered with Testing Library.
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// findBy*/waitFor give up after 5 s instead of 1 s: the first render of a lazily loaded route
// imports its chunk (Markdown, KaTeX), which takes longer than a second on a busy 2-core machine.
// A screen that never shows what is expected still fails.
configure({ asyncUtilTimeout: 5000 });

// jsdom (29) has <dialog> but not showModal()/close() (jsdom issue #3294). Just enough of them for
// components that open a native modal dialog (components/ui/modal.tsx): the `open` attribute and
// the `close` event. What makes it modal (the inert page, Tab kept inside, the backdrop) is the
// browser's, and is not imitated here (decision 029).
if (typeof HTMLDialogElement.prototype.showModal !== "function") {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    if (!this.isConnected) throw new DOMException("The dialog is not in a document.", "InvalidStateError");
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

// A console.error during a test is a failure (React warnings, act() problems), and so is a
// browser dialog the test did not expect (jsdom only prints "Not implemented" for those).
// Collected here and thrown after the test, so it fails with the text instead of passing quietly.
// A test that expects a dialog stubs it itself: vi.spyOn(window, "confirm").mockReturnValue(true).
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "),
    );
  });
  for (const dialog of ["alert", "confirm", "prompt"] as const) {
    vi.spyOn(window, dialog).mockImplementation((message?: string) => {
      consoleErrors.push(`Unexpected window.${dialog}(${JSON.stringify(message)})`);
      return null as never;
    });
  }
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = "";
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.join("\n")}`);
});
