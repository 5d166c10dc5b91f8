import { expect, type Locator, type Page } from "@playwright/test";

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
