import { fakeModelAnalysis } from "#tests/mocks/fake-analysis.ts";
import { DEFAULT_FAKE_REPLY } from "#tests/mocks/fake-upstream.ts";
import { expect, test } from "./fixtures.ts";
import { AnalysisPage } from "./pages/analysis-page.ts";
import { ChatPage } from "./pages/chat-page.ts";
import { ShellPage } from "./pages/shell-page.ts";
import { checkA11yInBothThemes } from "./support/a11y.ts";
import { MODEL_ANALYSIS_DELAY_MS, MODEL_APP_URL } from "./support/servers.ts";
import { signUpAndOnboard, signUpWithQuizTaken } from "./support/sign-up.ts";

// The analysis of a session, /analysis/{sessionId} (docs/product.md §2.11, §5.3 and §5.6): every card
// after a chat with the offline tutor, and again after a reload; the analysis being made and
// then appearing by itself (a second server on a fake model that takes a few seconds,
// playwright.config.ts); a running session's analysis awaited; an unknown session; an analysis
// that failed. Phone and desktop.

test.use({ shotsPrefix: "analysis-" });

declare global {
  interface Window {
    /** Set on the page before waiting: still there afterwards means the page was not reloaded. */
    __sameDocument?: boolean;
  }
}

test("a pupil ends a chat session and reads every card of its analysis, the same after a reload", async ({
  page,
  shots,
  pupil,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const chat = new ChatPage(page);
  const analysis = new AnalysisPage(page);
  const questions = ["Was ist 3/4 + 1/8?", "8", "7/8"] as const;
  let sessionId = "";

  await test.step("a new pupil asks the offline tutor three times in Mathematik", async () => {
    await signUpWithQuizTaken(page, pupil);
    // Opened directly (the preparation has its own journeys), and never reloaded: a reload asks
    // for a prepared session, a 404 Chromium logs (chat-session.spec.ts).
    await page.goto("/tutor/ai-chat/mathematik");
    sessionId = await chat.sessionId();
    await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
    for (const question of questions) await chat.ask(question);
  });

  await test.step("'Session beenden' opens the analysis", async () => {
    await chat.end.click();
    await expect(page).toHaveURL(`/analysis/${sessionId}`);
  });

  await test.step("the analysis shows every card, each with what the server holds", async () => {
    await expect(analysis.congrats).toBeVisible();
    const session = await analysis.session(sessionId);
    const result = await analysis.analysis(sessionId);
    expect(result.producer).toBe("offline");
    expect(result.summary).toMatch(/Mathematik/);
    expect(result.nextSteps.length, "next steps").toBeGreaterThan(0);
    expect(result.insights.length, "insights").toBeGreaterThan(0);
    // The learning path moved, and its evidence is the pupil's own words.
    expect(result.competencyUpdates.length, "competency updates").toBeGreaterThan(0);
    for (const update of result.competencyUpdates) {
      expect(update.evidenceText.length, `evidence for ${update.competencyName}`).toBeGreaterThan(0);
      for (const quote of update.evidenceText) {
        expect(
          questions.some((q) => q.includes(quote)),
          `"${quote}" is the pupil's`,
        ).toBe(true);
      }
    }
    await analysis.expectCompleted(session, result, "Mathematik");
    await analysis.expectTranscript([
      { speaker: "Du", text: questions[0] },
      { speaker: "KI-Tutor", text: "Die Nenner sind verschieden (4 und 8)" },
      { speaker: "Du", text: questions[1] },
      { speaker: "KI-Tutor", text: "8 ist ein gemeinsamer Nenner" },
      { speaker: "Du", text: questions[2] },
      { speaker: "KI-Tutor", text: /richtig|stimmt/i },
    ]);
  });

  await test.step("the side column: beside the cards on a desktop, below them on a phone", async () => {
    // 'Lernprofil' heads the side column, or 'Erkenntnisse' when the session showed no preference.
    const [sideTop, sideName] =
      (await analysis.profile.count()) > 0
        ? [analysis.profile, "Lernprofil"]
        : [analysis.insights, "Erkenntnisse"];
    const cards = await analysis.quality.boundingBox();
    const side = await sideTop.boundingBox();
    if (!cards || !side) throw new Error(`'Session-Qualität' or '${sideName}' has no box`);
    if (phone) {
      expect(side.y, `'${sideName}' below the cards`).toBeGreaterThan(cards.y + cards.height);
      await new ShellPage(page).expectClearOfTabBar(analysis.newSession);
    } else {
      expect(side.x, `'${sideName}' right of the cards`).toBeGreaterThanOrEqual(cards.x + cards.width);
      expect(Math.abs(side.y - cards.y), "both columns start at the top").toBeLessThanOrEqual(1);
    }
  });

  await test.step("accessible in both themes; screenshots", async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkA11yInBothThemes(page, "analysis of a session", "toggle", (theme) =>
      shots.take(theme === "dark" ? "completed-dark" : "completed"),
    );
    await analysis.competencies.scrollIntoViewIfNeeded();
    await shots.take("competencies");
  });

  await test.step("a reload shows the same analysis", async () => {
    const summary = await analysis.summary.locator("p").textContent();
    const names = await analysis.competencyItems.getByRole("heading", { level: 3 }).allTextContents();
    const madeAt = await analysis.headerLine.locator("time").getAttribute("datetime");
    await page.reload();
    await expect(analysis.congrats).toBeVisible();
    await expect(analysis.summary.locator("p")).toHaveText(summary ?? "");
    await expect(analysis.competencyItems.getByRole("heading", { level: 3 })).toHaveText(names);
    await expect(analysis.headerLine.locator("time")).toHaveAttribute("datetime", madeAt ?? "");
  });

  await test.step("'Neue Session starten' leads to the subject selection", async () => {
    await analysis.newSession.click();
    await expect(page).toHaveURL("/tutor/select");
  });
});

test.describe("on a model that takes a few seconds to analyse", () => {
  test.use({ baseURL: MODEL_APP_URL, shotsPrefix: "analysis-model-" });

  test("the screen says the analysis is being made, then shows it by itself", async ({
    page,
    shots,
    pupil,
  }) => {
    const chat = new ChatPage(page);
    const analysis = new AnalysisPage(page);
    const question = "Ich rechne 3/4 + 1/8 mit dem Nenner 8, also 6/8 + 1/8 = 7/8";
    // What the fake model answers (its competency and evidence depend on the request).
    const answer = JSON.parse(fakeModelAnalysis(null)) as {
      summary: string;
      insights: string[];
      nextSteps: string[];
    };
    let sessionId = "";

    await test.step("a new pupil asks the model once and ends the session", async () => {
      await signUpWithQuizTaken(page, pupil);
      await page.goto("/tutor/ai-chat/mathematik");
      sessionId = await chat.sessionId();
      await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
      await expect(chat.offlineBadge).toHaveCount(0);
      await expect(await chat.ask(question)).toContainText(DEFAULT_FAKE_REPLY);
      await chat.end.click();
      await expect(page).toHaveURL(`/analysis/${sessionId}`);
    });

    await test.step("while the model works: header, notice and transcript, no cards", async () => {
      await analysis.expectProcessing("Mathematik");
      await expect(analysis.duration).toHaveText(/^(Keine Zeit|\d+ Min\.)$/);
      await analysis.expectTranscript([
        { speaker: "Du", text: question },
        { speaker: "KI-Tutor", text: DEFAULT_FAKE_REPLY },
      ]);
      await page.evaluate(() => {
        window.__sameDocument = true;
      });
      await shots.take("processing");
      // Still being made after the screenshot, so it shows this state. (Its accessibility is
      // checked on a running session below: axe takes too long on a busy machine to fit here.)
      await expect(analysis.processing).toBeVisible();
    });

    await test.step("the cards appear without a reload, with the model's analysis", async () => {
      await expect(analysis.congrats).toBeVisible({ timeout: MODEL_ANALYSIS_DELAY_MS + 10_000 });
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
      const session = await analysis.session(sessionId);
      const result = await analysis.analysis(sessionId);
      expect(result.producer).toBe("model");
      expect(result.summary).toBe(answer.summary);
      // The server adds its own insight on how much the pupil worked out alone (decision 016).
      expect(result.insights).toEqual(expect.arrayContaining(answer.insights));
      expect(result.nextSteps).toEqual(answer.nextSteps);
      expect(result.competencyUpdates.map((u) => u.evidenceText)).toEqual([[question]]);
      await analysis.expectCompleted(session, result, "Mathematik");
      await shots.take("completed");
    });
  });
});

test.describe("a session still running", () => {
  test.use({ shotsPrefix: "analysis-running-" });

  test("its analysis is awaited with the page of an analysis being made", async ({
    page,
    shots,
    pupil,
  }, testInfo) => {
    const analysis = new AnalysisPage(page);
    const sessionId = `laeuft-${testInfo.project.name}-${Date.now().toString(36)}`;
    await signUpAndOnboard(page, pupil);
    // Not completed, so not queued: the status says not_found, and the screen keeps asking (30
    // times, every 2 s, docs/product.md §5.6) while it shows the header and the transcript.
    await analysis.api("POST", "/api/sessions", { id: sessionId, subjectId: "mathematik", type: "chat" });
    await analysis.goto(sessionId);
    await analysis.expectProcessing("Mathematik");
    await expect(analysis.duration).toHaveText(/^(Keine Zeit|\d+ Min\.)$/);
    // The transcript arrives with the completion; until then the fallback text of docs/product.md §2.11.
    await expect(analysis.transcript).toContainText("Transkript nicht verfügbar oder in unbekanntem Format");
    await expect(analysis.transcriptBox).toHaveCount(0);
    await checkA11yInBothThemes(page, "analysis being made", "toggle", (theme) =>
      shots.take(theme === "dark" ? "awaited-dark" : "awaited"),
    );
    expect(await analysis.analysisStatus(sessionId)).toBe("not_found");
    await expect(analysis.processing).toBeVisible();
  });
});

// Chromium logs each 404 answer as a console error, with the address as its location.
const SESSION_404 = /status of 404 .*\/api\/sessions\/unknown-id:\d+\)$/;
const STATUS_404 = /status of 404 .*\/api\/sessions\/unknown-id\/analysis-status:\d+\)$/;

test.describe("no analysis to show", () => {
  test.use({ shotsPrefix: "analysis-problems-" });

  test("an unknown session and a failed analysis each say so, with a way back to the tutor", async ({
    page,
    guard,
    shots,
    pupil,
  }, testInfo) => {
    const analysis = new AnalysisPage(page);
    const notFound = "Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen";
    // Both the session and its status answer 404: each is awaited, so neither is logged later.
    const expectBoth404 = (action: () => Promise<void>) =>
      guard.expectConsoleErrorDuring(STATUS_404, () => guard.expectConsoleErrorDuring(SESSION_404, action));

    await test.step("an unknown session: 'Analyse nicht gefunden …', and trying again says the same", async () => {
      await signUpAndOnboard(page, pupil);
      await expectBoth404(async () => {
        await analysis.goto("unknown-id");
        await analysis.expectProblem(notFound);
      });
      await expectBoth404(async () => {
        const asked = page.waitForResponse((r) =>
          r.url().endsWith("/api/sessions/unknown-id/analysis-status"),
        );
        await analysis.retry.click();
        expect((await asked).status()).toBe(404);
        await analysis.expectProblem(notFound);
      });
      // The same page as a failed analysis (checked with axe below), plus the button.
      await shots.take("not-found");
    });

    await test.step("a session without a word from the pupil: 'Analyse fehlgeschlagen' and why", async () => {
      const sessionId = `leer-${testInfo.project.name}-${Date.now().toString(36)}`;
      await analysis.api("POST", `/api/sessions/${sessionId}/complete`, {
        conversationTranscript: [],
        sessionType: "text",
        subjectId: "mathematik",
        competenciesDiscussed: [],
        metadata: { messageCount: 0 },
      });
      await expect.poll(() => analysis.analysisStatus(sessionId)).toBe("failed");
      await analysis.goto(sessionId);
      await analysis.expectProblem("Analyse fehlgeschlagen");
      await expect(analysis.main).toContainText(
        "In dieser Session gibt es noch keine Nachricht von dir, die man auswerten kann.",
      );
      // Trying again would fail the same way: no button for it.
      await expect(analysis.retry).toHaveCount(0);
      await checkA11yInBothThemes(page, "analysis failed", "toggle");
      await shots.take("failed");
    });
  });
});
