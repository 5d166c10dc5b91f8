// Setup for the "web" vitest project (jsdom): screens rendered with Testing Library.
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// findBy*/waitFor give up after 5 s instead of 1 s: the first render of a lazily loaded route
// imports its chunk (Markdown, KaTeX), which takes longer than a second on a busy 2-core machine.
// A screen that never shows what is expected still fails.
configure({ asyncUtilTimeout: 5000 });

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
