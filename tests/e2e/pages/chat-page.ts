import { expect, type Locator, type Page } from "@playwright/test";

declare global {
  interface Window {
    __chatReplyLengths?: number[];
  }
}

/** /tutor/ai-chat/{subject}?sessionId={id}: the text chat (docs/product.md §2.9). */
export class ChatPage {
  readonly page: Page;
  readonly log: Locator;
  /** One per message (the help card's own list items are not messages). */
  readonly messages: Locator;
  readonly input: Locator;
  readonly form: Locator;
  readonly send: Locator;
  readonly clear: Locator;
  readonly end: Locator;
  readonly offlineBadge: Locator;
  readonly back: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole("main");
    this.log = main.getByRole("log", { name: "Chatverlauf" });
    this.messages = this.log.locator(":scope > ul > li");
    this.input = main.getByRole("textbox", { name: "Deine Nachricht an den KI-Tutor" });
    this.form = main.getByRole("form", { name: "Nachricht schreiben" });
    this.send = main.getByRole("button", { name: "Senden" });
    this.clear = main.getByRole("button", { name: "Chat löschen" });
    this.end = main.getByRole("button", { name: /^(Session beenden|Beende\.\.\.)$/ });
    this.offlineBadge = main.getByText("Übungs-Tutor (offline)", { exact: true });
    this.back = main.getByRole("link", { name: "Zurück zum Tutor" });
  }

  /** The session id the address carries (generated and written there when missing). */
  async sessionId(): Promise<string> {
    await expect(this.page).toHaveURL(/[?&]sessionId=session_\d+_[a-z0-9]+/);
    return new URL(this.page.url()).searchParams.get("sessionId") ?? "";
  }

  async expectLoaded(subjectName: string, welcome: RegExp): Promise<void> {
    await expect(this.page.getByRole("heading", { level: 1, name: subjectName, exact: true })).toBeVisible();
    await expect(this.messages).toHaveCount(1);
    await expect(this.log).toContainText(welcome);
    await expect(this.back).toHaveAttribute("href", "/tutor");
  }

  /** The last message's bubble (a tutor reply after sending). */
  lastMessage(): Locator {
    return this.messages.last();
  }

  /**
   * Records the length of the newest reply's visible text at every change in the log, so a test
   * can tell that the words arrived one after another rather than all at once.
   */
  async recordReplyGrowth(): Promise<void> {
    await this.page.evaluate(() => {
      const log = document.querySelector('[role="log"]');
      if (!log) throw new Error("no chat log");
      window.__chatReplyLengths = [];
      new MutationObserver(() => {
        const length = log.querySelector(":scope > ul > li:last-child")?.textContent?.length ?? 0;
        const lengths = window.__chatReplyLengths ?? [];
        if (length > 0 && lengths.at(-1) !== length) lengths.push(length);
      }).observe(log, { subtree: true, childList: true, characterData: true });
    });
  }

  replyLengths(): Promise<number[]> {
    return this.page.evaluate(() => window.__chatReplyLengths ?? []);
  }

  /**
   * Types `text` and presses Enter, then waits for the finished reply (with its time), up to
   * `timeout` ms (else the expect default).
   */
  async ask(text: string, timeout?: number): Promise<Locator> {
    const before = await this.messages.count();
    await this.input.fill(text);
    await this.input.press("Enter");
    await expect(this.messages).toHaveCount(before + 2);
    const reply = this.lastMessage();
    await expect(reply.locator("time")).toBeVisible({ timeout });
    return reply;
  }
}
