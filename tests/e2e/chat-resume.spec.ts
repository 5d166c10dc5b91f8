import type { ChildProcess } from "node:child_process";
import { killHard, type ServerData, serverData, startServer } from "#tests/support/server-process.ts";
import { test as base, expect } from "./fixtures.ts";
import { ChatPage } from "./pages/chat-page.ts";
import { callApi } from "./support/page-api.ts";
import { RESTARTED_APP_PORTS } from "./support/servers.ts";
import { signUpWithQuizTaken } from "./support/sign-up.ts";

// Resume and 'Nochmals senden' (docs/decisions/039-resume-and-resend.md), on a server of the
// journey's own that it kills and starts again on the same data: three turns survive a reload and
// the chat goes on; a message typed while the server is down is marked at the message, and sent
// again once it is back it arrives exactly once. Runs on a phone and a desktop viewport.

const portOf = (project: string) => RESTARTED_APP_PORTS[project] ?? 3105;

const test = base.extend<{ server: { start(): Promise<void>; kill(): Promise<void> } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.project.name)}`),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  server: async ({}, use, testInfo) => {
    const port = portOf(testInfo.project.name);
    const data: ServerData = await serverData("e2e-resume", { embedded: true });
    let child: ChildProcess | null = null;
    const kill = async () => {
      if (child) await killHard(child);
      child = null;
    };
    await use({
      start: async () => {
        child = await startServer(port, data, { LOG_LEVEL: "warn" });
      },
      kill,
    });
    await kill();
    await data.remove();
  },
});

test.use({ shotsPrefix: "resume-" });

type Transcript = { session: { conversationTranscript: Array<{ type: string; text: string }> } };

test("a chat survives a reload and a server restart; a message sent again arrives once", async ({
  page,
  guard,
  shots,
  pupil,
  server,
}) => {
  const chat = new ChatPage(page);
  const questions = ["Was ist 3/4 + 1/8?", "Ich weiss nicht", "Ist es 7/8?"];
  const lost = "Und wie rechne ich 1/2 + 1/3?";
  let sessionId = "";

  await test.step("three turns with the offline tutor", async () => {
    await server.start();
    await signUpWithQuizTaken(page, pupil);
    await page.goto("/tutor/ai-chat/mathematik");
    sessionId = await chat.sessionId();
    await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
    // A server just started answers its first turn only once it has loaded the crisis rules and
    // the offline tutor: on the busy 2-core machine that once took longer than the 10 s default.
    for (const question of questions) await chat.ask(question, 30_000);
    await expect(chat.messages).toHaveCount(7);
  });

  await test.step("after a reload the three turns are there, scrolled to the end, and a fourth follows", async () => {
    await page.reload();
    await expect(chat.messages).toHaveCount(7);
    for (const [i, question] of questions.entries()) {
      await expect(chat.messages.nth(1 + 2 * i)).toContainText(question);
    }
    await expect(chat.messages.last()).toBeInViewport();
    await shots.take("resumed");
    await chat.ask("Ich glaube, ich verstehe es jetzt.");
    await expect(chat.messages).toHaveCount(9);
  });

  await test.step("with the server down, the message is marked at the message and the pupil is told", async () => {
    await server.kill();
    // Chromium logs each request to the stopped server as a failed resource.
    await guard.expectConsoleErrorDuring(/ERR_CONNECTION_REFUSED|Failed to load resource/, async () => {
      await chat.input.fill(lost);
      await chat.input.press("Enter");
      const failed = chat.messages.filter({ hasText: lost });
      await expect(failed.getByText(/^Fehler beim Senden der Nachricht: /)).toBeVisible();
      await expect(failed.getByRole("button", { name: "Nochmals senden" })).toBeVisible();
      const notice = page.getByRole("alert").filter({ hasText: "Lernfunke ist gerade nicht erreichbar." });
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      await shots.take("server-down");
    });
  });

  await test.step("the server is back on the same data: 'Nochmals senden' delivers it once", async () => {
    await server.start();
    const failed = chat.messages.filter({ hasText: lost });
    await failed.getByRole("button", { name: "Nochmals senden" }).click();
    await expect(chat.messages).toHaveCount(11);
    // The restarted server answers its first turn once it has loaded the crisis rules and the
    // offline tutor again (see the first step): the same 30 s as there.
    await expect(chat.lastMessage().locator("time")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Fehler beim Senden der Nachricht/)).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "nicht erreichbar" })).toHaveCount(0);

    const { session } = await callApi<Transcript>(page, "GET", `/api/sessions/${sessionId}`);
    const pupilTurns = session.conversationTranscript.filter((e) => e.type === "user").map((e) => e.text);
    expect(pupilTurns.filter((text) => text === lost)).toHaveLength(1);
    expect(pupilTurns).toHaveLength(5);

    await page.reload();
    await expect(chat.messages).toHaveCount(11);
    await expect(chat.messages.filter({ hasText: lost })).toHaveCount(1);
    await shots.take("resent");
  });
});
