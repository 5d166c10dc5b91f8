import { expect, test } from "./fixtures.ts";
import { ChatPage } from "./pages/chat-page.ts";
import { ShellPage } from "./pages/shell-page.ts";
import { SessionTypePage, SubjectSelectPage } from "./pages/tutor-pages.ts";
import { checkA11y, checkA11yInBothThemes } from "./support/a11y.ts";
import { signUpReadyToLearn } from "./support/sign-up.ts";

// A chat session with the built-in offline tutor (docs/product.md §2.9 and §4.6): welcome, a
// streamed reply, a step of the exercise, 'Session beenden' to /analysis/{id}, and the session
// on / and /analyse. Runs on a phone and a desktop viewport.
// The offline tutor writes fractions as LaTeX in Mathematik chats; KaTeX renders them.

test.use({ shotsPrefix: "chat-" });

test("a new pupil learns fractions in the chat, ends the session and finds it again", async ({
  page,
  guard,
  shots,
  pupil,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const shell = new ShellPage(page);
  const chat = new ChatPage(page);
  let sessionId = "";

  await test.step("sign-up, onboarding and the quiz lead to the subjects", async () => {
    await signUpReadyToLearn(page, pupil);
  });

  await test.step("Mathematik → chat; the chat gets a session id in its address", async () => {
    await new SubjectSelectPage(page).subject("Mathematik").click();
    await new SessionTypePage(page).chat.click();
    // The preparation has its own journeys (preparation.spec.ts): here the chat is opened directly.
    await expect(page).toHaveURL("/tutor/prepare/mathematik/chat");
    await page.goto("/tutor/ai-chat/mathematik");
    sessionId = await chat.sessionId();
    await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
    await expect(chat.offlineBadge).toBeVisible();
    await expect(chat.end).toBeDisabled();
    await expect(chat.send).toBeDisabled();
    // A session id in the address may belong to a prepared or a started session, so after the
    // reload the chat asks for both; this one is neither yet (404s, which Chromium logs), and the
    // welcome stays.
    await guard.expectConsoleErrorDuring(
      /status of 404 .*\/api\/(session-preparation\/session|sessions)\//,
      () => page.reload(),
    );
    expect(await chat.sessionId()).toBe(sessionId);
  });

  await test.step("the empty chat is accessible in both themes", async () => {
    await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
    await checkA11yInBothThemes(page, "chat (welcome only)", "toggle");
    await shots.take("empty");
  });

  await test.step("a question gets a streamed reply, word group by word group", async () => {
    // The reply arrives as several `delta` events (src/shared/contracts/chat-stream.ts). How many of
    // them the screen shows apart depends on the machine's load (a busy browser renders several at
    // once), so the pieces are counted on the wire, and the screen is checked for the whole reply.
    let deltas = 0;
    await page.route("**/api/chat/stream", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      deltas = body.split("\n").filter((line) => line === "event: delta").length;
      await route.fulfill({ response, body });
    });
    const reply = await chat.ask("Was ist 3/4 + 1/8?");
    await page.unroute("**/api/chat/stream");
    await expect(reply).toContainText("Die Nenner sind verschieden (4 und 8)");
    expect(deltas, "delta events in the reply's stream").toBeGreaterThanOrEqual(3);
    await expect(chat.input).toBeFocused();
    await expect(chat.end).toBeEnabled();
  });

  await test.step("answering a step and the result", async () => {
    const step = await chat.ask("8");
    await expect(step).toContainText("8 ist ein gemeinsamer Nenner");
    // "Was gibt dann 3/4 + 1/8?" arrives as LaTeX and is rendered as math by KaTeX.
    await expect(step.locator(".katex")).toHaveCount(2);
    await expect(step.locator('annotation[encoding="application/x-tex"]').first()).toHaveText("\\frac{3}{4}");
    await expect(await chat.ask("7/8")).toContainText(/richtig|stimmt/i);
    await expect(chat.messages).toHaveCount(7);
  });

  await test.step("the chat with messages: layout, accessibility and screenshots", async () => {
    if (phone) await shell.expectClearOfTabBar(chat.form);
    await checkA11yInBothThemes(page, "chat with messages", "toggle", (theme) =>
      shots.take(theme === "dark" ? "messages-dark" : "messages"),
    );
  });

  await test.step("'Session beenden' completes the session and opens its analysis", async () => {
    const completed = page.waitForResponse(
      (r) => r.url().endsWith(`/api/sessions/${sessionId}/complete`) && r.request().method() === "POST",
    );
    await chat.end.click();
    await expect(chat.end).toHaveText("Beende...");
    const response = await completed;
    expect(response.status()).toBe(200);
    const payload = response.request().postDataJSON();
    expect(payload).toMatchObject({
      sessionType: "text",
      subjectId: "mathematik",
      topicsCovered: "Mathematik",
      metadata: { messageCount: 6, subjectName: "Mathematik", uploadedFilesCount: 0 },
    });
    expect(payload.conversationTranscript[0]).toMatchObject({ type: "user", text: "Was ist 3/4 + 1/8?" });
    await expect(page).toHaveURL(`/analysis/${sessionId}`);
  });

  await test.step("/ counts the session and lists Mathematik", async () => {
    await shell.navLink("Start").click();
    const main = shell.main;
    await expect(main.getByRole("definition").first()).toHaveText("1");
    await expect(main.getByText("Sessions gemacht", { exact: true })).toBeVisible();
    const recent = main.getByRole("region", { name: "Letzte Sessions" });
    await expect(recent.getByRole("listitem")).toHaveCount(1);
    await expect(recent.getByRole("link")).toContainText("Mathematik");
    await expect(recent.getByRole("link")).toHaveAttribute("href", `/analysis/${sessionId}`);
    await checkA11y(page, "home with a session");
  });

  await test.step("/analyse lists it under 'Heute' as Mathematik, Fertig", async () => {
    await shell.navLink("Analyse").click();
    const today = page.getByRole("region", { name: "Heute" });
    const card = today.getByRole("link");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Mathematik");
    await expect(card).toContainText("Fertig");
    await expect(card).toHaveAttribute("href", `/analysis/${sessionId}`);
    await checkA11yInBothThemes(page, "session overview with a session", "toggle");
  });

  await test.step("'Chat löschen' asks, then starts over with the welcome", async () => {
    await page.goto("/tutor/ai-chat/mathematik");
    await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
    await chat.ask("Hallo");
    const confirm = guard.acceptNextDialog();
    await chat.clear.click();
    expect((await confirm).message).toMatch(/^Möchtest du den Chat wirklich löschen\?/);
    await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
    await expect(chat.end).toBeDisabled();
  });

  const helpCards = page.getByRole("complementary", { name: /Pro Juventute/ });

  await test.step("a crisis message gets the help card (Pro Juventute 147)", async () => {
    sessionId = await chat.sessionId();
    await chat.ask("Ich will nicht mehr leben");
    const help = helpCards.last();
    await expect(help).toBeVisible();
    await expect(help.getByRole("link", { name: "147 anrufen" })).toHaveAttribute("href", "tel:147");
    await expect(help.getByRole("link", { name: /147\.ch öffnen/ })).toHaveAttribute(
      "href",
      "https://www.147.ch",
    );
    await checkA11yInBothThemes(page, "chat with the help card", "toggle");
    await shots.take("help-card");
  });

  await test.step("care mode: the next messages get warm replies with the card, no task", async () => {
    for (const [text, count] of [
      ["ok", 2],
      ["ich weiss nicht ob ich anrufen soll", 3],
    ] as const) {
      const reply = await chat.ask(text);
      await expect(reply).toContainText("147.ch");
      await expect(reply).not.toContainText(/nicht verstanden|Aufgabe/);
      await expect(helpCards).toHaveCount(count);
    }
    const back = await chat.ask("Können wir weiterlernen?");
    await expect(back).not.toContainText("147");
    await expect(helpCards).toHaveCount(3);
    await shots.take("care-mode");
  });

  await test.step("the crisis session's analysis has no grade, only care and help", async () => {
    await chat.end.click();
    await expect(page).toHaveURL(`/analysis/${sessionId}`);
    const care = page.getByRole("heading", { name: "Du bist nicht allein" });
    await expect(care).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: "147 anrufen" })).toHaveAttribute("href", "tel:147");
    await expect(page.getByText(/Selbstständigkeit|Toll gemacht|Nächste Schritte/)).toHaveCount(0);
    await checkA11yInBothThemes(page, "crisis session analysis", "toggle");
    await shots.take("care-analysis");
  });
});
