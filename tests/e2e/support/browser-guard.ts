import { expect, type Page } from "@playwright/test";

type Allowance = { pattern: RegExp; seen: string[] };
export type DialogSeen = { type: string; message: string };

/**
 * Watches the page for what a pupil should never get (conventions point 10: a console.error in
 * a test is a failure):
 * - every `console.error` and uncaught page error. A step that provokes a known browser message on
 *   purpose (Chromium logs every non-2xx fetch as "Failed to load resource") declares it with
 *   `expectConsoleErrorDuring`, which also asserts that it came; nothing else is ignored.
 * - every dialog (confirm, alert). A test answers the one it expects with `acceptNextDialog` or
 *   `dismissNextDialog`;
 *   any other dialog is dismissed and fails the test (Playwright would dismiss it silently).
 */
export class BrowserGuard {
  private readonly problems: string[] = [];
  private readonly allowances: Allowance[] = [];
  private readonly expectedDialogs: Array<{ accept: boolean; seen: (dialog: DialogSeen) => void }> = [];

  constructor(page: Page) {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url, lineNumber } = message.location();
      this.recordConsoleError(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
    });
    page.on("pageerror", (error) => this.problems.push(`pageerror: ${error.stack ?? error.message}`));
    page.on("dialog", async (dialog) => {
      const seen = { type: dialog.type(), message: dialog.message() };
      const expected = this.expectedDialogs.shift();
      if (expected) {
        await (expected.accept ? dialog.accept() : dialog.dismiss());
        expected.seen(seen);
      } else {
        this.problems.push(`unexpected ${seen.type} dialog: "${seen.message}"`);
        await dialog.dismiss();
      }
    });
  }

  private recordConsoleError(text: string): void {
    const allowance = this.allowances.find((a) => a.pattern.test(text));
    if (allowance) allowance.seen.push(text);
    else this.problems.push(text);
  }

  /** Accepts the next dialog (OK); the promise gives its type and text for the test to check. */
  acceptNextDialog(): Promise<DialogSeen> {
    return new Promise((resolve) => this.expectedDialogs.push({ accept: true, seen: resolve }));
  }

  /** Dismisses the next dialog (Abbrechen); the promise gives its type and text. */
  dismissNextDialog(): Promise<DialogSeen> {
    return new Promise((resolve) => this.expectedDialogs.push({ accept: false, seen: resolve }));
  }

  /** Runs `action`, during which console errors matching `pattern` are expected (at least one). */
  async expectConsoleErrorDuring<T>(pattern: RegExp, action: () => Promise<T>): Promise<T> {
    const allowance: Allowance = { pattern, seen: [] };
    this.allowances.push(allowance);
    try {
      const result = await action();
      // Console events arrive asynchronously: wait for the expected one before closing the window.
      await expect
        .poll(() => allowance.seen.length, {
          message: `expected a browser console error matching ${pattern}`,
        })
        .toBeGreaterThan(0);
      return result;
    } finally {
      this.allowances.splice(this.allowances.indexOf(allowance), 1);
    }
  }

  /** Fails with every unexpected console error, page error and dialog seen so far. */
  assertClean(where: string): void {
    expect(this.problems, `browser errors or unexpected dialogs ${where}`).toEqual([]);
  }
}
