import { expect, test } from "./fixtures.ts";
import { AnalysisPage } from "./pages/analysis-page.ts";
import { SessionFilesDialog } from "./pages/session-files-dialog.ts";
import { ShellPage } from "./pages/shell-page.ts";
import { HOSTED_WITH_SPEECH, VoicePage } from "./pages/voice-page.ts";
import { checkA11yInBothThemes } from "./support/a11y.ts";
import { CHROMIUM_ARGS, chromiumPathForConfig } from "./support/chromium.ts";
import { MODEL_APP_URL, SPEECH_INSPECTION_URL } from "./support/servers.ts";
import { signUpReadyToLearn } from "./support/sign-up.ts";
import { holdNextRequest, txtFile } from "./support/uploads.ts";
import { PUPIL_QUESTION, PUPIL_QUESTION_WAV } from "./support/voice-audio.ts";
import { FILE_ANSWER, type HeardUtterance, TUTOR_ANSWER } from "./support/voice-speech.ts";

// A voice session with the local voice agent (docs/product.md §2.10 and §4.10; decision 018) in
// Chromium with a fake microphone: Chromium plays a WAV file as the microphone, a German question
// spoken by the project's own offline voice (eSpeak NG), made by global-setup.ts. The server is
// the one on a fake model (analysis-model-server.ts) with a fake speech recognition that cannot
// understand words: it answers the question's text for any utterance long enough (voice-speech.ts),
// and lists what it received, so the test checks that the browser's microphone audio really
// reached it. The tutor speaks with the offline eSpeak NG voice; the page's audio is watched in
// the SDK's worklets (VoicePage.installAudioProbe). Phone and desktop.

test.use({
  shotsPrefix: "voice-",
  launchOptions: {
    executablePath: chromiumPathForConfig(),
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      // Played once from when the page first opens the microphone, not in a loop.
      `--use-file-for-fake-audio-capture=${PUPIL_QUESTION_WAV}%noloop`,
    ],
  },
});

const SIGNED_URL_PATH = "/api/elevenlabs/signed-url";
/** A second of the tutor's voice: the agent speaks PCM16 at 16 kHz. */
const ONE_SECOND_OF_VOICE = 16_000;
const MICROPHONE_DENIED =
  "Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff in deinen Browser-Einstellungen.";

/** What the fake speech recognition received since `since` (ms since the epoch). */
async function utterancesSince(since: number): Promise<HeardUtterance[]> {
  const response = await fetch(SPEECH_INSPECTION_URL);
  expect(response.status).toBe(200);
  return ((await response.json()) as HeardUtterance[]).filter((u) => u.at >= since);
}

test.describe("with the microphone allowed", () => {
  test.use({ baseURL: MODEL_APP_URL, permissions: ["microphone"] });

  test("a pupil asks aloud, hears the tutor, shares a file and ends on the analysis", async ({
    page,
    shots,
    pupil,
  }, testInfo) => {
    test.setTimeout(240_000);
    const phone = testInfo.project.name === "phone";
    const voice = new VoicePage(page);
    const files = new SessionFilesDialog(page);
    const analysis = new AnalysisPage(page);
    let sessionId = "";
    let startedAt = 0;

    await test.step("a new pupil opens Mathematik - Sprechen: ready, with speech recognition", async () => {
      await signUpReadyToLearn(page, pupil);
      await voice.installAudioProbe();
      const health = page.waitForResponse((r) => r.url().endsWith("/api/elevenlabs/health"));
      await voice.goto("mathematik");
      expect(await (await health).json()).toEqual({
        status: "ok",
        backend: "local",
        speechRecognition: true,
        voice: "offline",
      });
      sessionId = await voice.sessionId();
      await voice.expectReady("Mathematik", "Erlaubt", HOSTED_WITH_SPEECH);
      await expect(voice.typingNotice).toHaveCount(0);
      await expect(voice.start).toBeEnabled();
      // (Checked with axe in the journey with the microphone refused, before its start.)
      await shots.take("ready");
    });

    await test.step("'Session starten' connects ('Verbinde...'), then listens: 'Stoppen', Aktiv", async () => {
      // Held, so the connecting state stays on screen for its check and screenshot.
      const signedUrl = await holdNextRequest(page, SIGNED_URL_PATH);
      startedAt = Date.now();
      await voice.start.click();
      await signedUrl.arrived;
      await expect(voice.start).toHaveText("Verbinde...");
      await expect(voice.start).toBeDisabled();
      await expect(voice.statusLine).toHaveText("Die Verbindung zu deinem KI-Tutor wird aufgebaut …");
      await shots.take("connecting");
      signedUrl.release();
      await expect(voice.stop).toBeVisible({ timeout: 20_000 });
      await expect(voice.start).toHaveCount(0);
      await expect(voice.tile("Session Status")).toHaveText("Aktiv");
      await voice.expectTilesFit();
      // Shown while connected, and disabled below 2 messages (the greeting alone is 1).
      await expect(voice.end).toBeDisabled();
    });

    await test.step("the tutor greets the pupil aloud: its words in the transcript, its voice played", async () => {
      await expect(voice.tutorEntries().first()).toContainText("Hallo! Ich bin Funki, dein Mathe-Tutor.");
      await expect(voice.tutorEntries().first().locator("time")).toHaveText(/^\d{2}:\d{2}$/);
      // Half a second of the greeting has reached the output and been played (not silence).
      await expect
        .poll(async () => (await voice.audio()).output.samples)
        .toBeGreaterThan(ONE_SECOND_OF_VOICE / 2);
      await expect.poll(async () => (await voice.audio()).output.peak).toBeGreaterThan(0.05);
    });

    await test.step("the pupil asks aloud; the words are recognised and the tutor answers", async () => {
      // The question in the WAV starts after 8 s of silence; the turn ends after 0.6 s of silence.
      try {
        await expect(
          voice.pupilEntries().first(),
          "the pupil's spoken question in the transcript",
        ).toHaveText(new RegExp(`^Du: ${PUPIL_QUESTION.replace(/[?]/g, "\\?")}\\d{2}:\\d{2}$`), {
          timeout: 30_000,
        });
      } finally {
        // When the page opened the microphone, when the SDK's first chunk came, how loud it was.
        const { output, ...microphone } = await voice.audio();
        const pageNow = await page.evaluate(() => Math.round(performance.now()));
        await testInfo.attach("microphone.json", {
          body: JSON.stringify({ ...microphone, pageNow }),
          contentType: "application/json",
        });
      }
      const mic = await voice.audio();
      expect(mic.input.chunks, "microphone chunks recorded").toBeGreaterThan(0);
      expect(mic.input.peak, "the microphone heard speech").toBeGreaterThan(0.05);
      await expect(voice.tutorEntries().last()).toContainText(TUTOR_ANSWER);
      await expect(voice.tile("Nachrichten")).toHaveText("3");
      // The answer is spoken too: over a second of audio reached the output after the question.
      const asked = await voice.pupilEntries().first().locator("time").getAttribute("datetime");
      await expect
        .poll(() => voice.outputSamplesSince(asked ?? ""), { message: "samples of the spoken answer" })
        .toBeGreaterThan(ONE_SECOND_OF_VOICE);
      await expect(voice.end).toBeEnabled();
    });

    await test.step("the recogniser got the microphone's speech as a 16 kHz WAV of the question's length", async () => {
      const heard = (await utterancesSince(startedAt)).filter((u) => u.text === PUPIL_QUESTION);
      // Both projects' pupils talk to the same server at the same time: at least this one's.
      expect(heard.length, "utterances recognised as the question").toBeGreaterThan(0);
      for (const utterance of heard) {
        expect(utterance).toMatchObject({
          riffWave: true,
          format: 1,
          channels: 1,
          sampleRate: 16_000,
          bitsPerSample: 16,
          language: "de",
          model: "whisper-1",
        });
        // The question is 2.6 s long; the agent adds 0.2 s before and after it.
        expect(utterance.durationMs, "utterance length").toBeGreaterThan(2_000);
        expect(utterance.durationMs, "utterance length").toBeLessThan(5_000);
        expect(utterance.peakFrameDb, "loudest 20 ms of the utterance (dBFS)").toBeGreaterThan(-30);
      }
    });

    await test.step("the conversation is accessible in both themes; screenshots", async () => {
      if (phone) await new ShellPage(page).expectClearOfTabBar(voice.tips);
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkA11yInBothThemes(page, "voice session with messages", "toggle", (theme) =>
        shots.take(theme === "dark" ? "conversation-dark" : "conversation"),
      );
    });

    await test.step("a file shared during the session: '1/3 Dateien', the file, and the tutor's reply", async () => {
      await expect(voice.filesButton).toBeEnabled();
      await expect(voice.filesButton).toHaveAttribute("title", "Dateien hochladen");
      await voice.filesButton.click();
      await expect(files.dialog).toBeVisible();
      await expect(files.count).toHaveText("Bereits hochgeladen: 0 von 3 Dateien");
      await files.choose([txtFile("bruchaufgaben.txt", ["Bruchaufgaben", "1) 3/4 + 1/8", "2) 2/3 + 1/6"])]);
      await files.uploadChosen(1);
      await files.close();
      await expect(voice.filesBadge).toHaveText("1/3 Dateien");
      const file = voice.pupilEntries().last();
      await expect(file).toContainText("Datei: bruchaufgaben.txt");
      await expect(file).not.toContainText("DOKUMENT ANALYSIERT");
      await expect(voice.tutorEntries().last()).toContainText(FILE_ANSWER);
      await expect(voice.tile("Nachrichten")).toHaveText("5");
      await shots.take("file");
    });

    await test.step("'Session beenden' completes the voice session and opens its analysis", async () => {
      const completed = page.waitForResponse(
        (r) => r.url().endsWith(`/api/sessions/${sessionId}/complete`) && r.request().method() === "POST",
      );
      await voice.end.click();
      await expect(voice.end).toHaveText("Beende...");
      const response = await completed;
      expect(response.status()).toBe(200);
      const payload = response.request().postDataJSON();
      expect(payload).toMatchObject({
        sessionType: "voice",
        subjectId: "mathematik",
        notes: "Voice-Session mit 5 Nachrichten und 1 hochgeladenen Dateien.",
        metadata: { messageCount: 5, subjectName: "Mathematik", uploadedFilesCount: 1 },
      });
      expect(payload.metadata.sessionDuration).toBeGreaterThan(0);
      expect(payload.conversationTranscript[1]).toMatchObject({ type: "user", text: PUPIL_QUESTION });
      expect(payload.conversationTranscript[2]).toMatchObject({ type: "assistant", text: TUTOR_ANSWER });
      await expect(page).toHaveURL(`/analysis/${sessionId}`);
    });

    await test.step("the analysis is being made and shows the spoken turns the agent stored", async () => {
      await analysis.expectProcessing("Mathematik");
      // The agent stored each turn as it happened (the greeting is not a turn): the question as
      // the recogniser heard it, then the tutor's answer.
      const stored = (await analysis.session(sessionId)).conversationTranscript;
      const question = stored.findIndex((e) => e.type === "user" && e.text === PUPIL_QUESTION);
      expect(question, "the spoken question in the stored session").toBeGreaterThanOrEqual(0);
      expect(stored[question + 1]).toMatchObject({ type: "assistant", text: TUTOR_ANSWER });
      const shown = analysis.transcriptEntries.filter({ hasText: PUPIL_QUESTION });
      await expect(shown).toHaveCount(1);
      await expect(shown.getByText("Du", { exact: true })).toBeVisible();
      await expect(analysis.transcriptEntries.filter({ hasText: TUTOR_ANSWER })).toHaveCount(1);
      await shots.take("analysis");
    });
  });
});

test.describe("typing without speech recognition", () => {
  // The app as shipped: the local agent with the offline tutor and no speech recognition, so the
  // pupil types; the tutor still answers aloud. The fake microphone's question is not understood.
  test.use({ shotsPrefix: "voice-help-", permissions: ["microphone"] });

  test("a typed crisis message: the tutor names Pro Juventute 147, its card stays, and a reload keeps the exchange", async ({
    page,
    shots,
    pupil,
  }, testInfo) => {
    const phone = testInfo.project.name === "phone";
    const voice = new VoicePage(page);
    const shell = new ShellPage(page);

    await test.step("a new pupil starts Mathematik - Sprechen and sees the field to type in", async () => {
      await signUpReadyToLearn(page, pupil);
      await voice.goto("mathematik");
      await voice.expectReady("Mathematik", "Erlaubt");
      await expect(voice.typingNotice).toBeVisible();
      await voice.start.click();
      await expect(voice.stop).toBeVisible({ timeout: 20_000 });
      await expect(voice.tutorEntries().first()).toContainText("Hallo! Ich bin Funki, dein Mathe-Tutor.");
      await expect(voice.typedMessage).toBeEnabled();
      // A typed conversation with spoken answers: once the greeting is spoken, nothing asks to speak.
      await expect(voice.statusLine).toHaveText("Du kannst jetzt schreiben.", { timeout: 30_000 });
      await expect(voice.helpCard).toHaveCount(0);
    });

    await test.step("the pupil types 'ich will nicht mehr leben': the answer names 147, the card appears", async () => {
      await voice.typedMessage.fill("ich will nicht mehr leben");
      await voice.typedMessage.press("Enter");
      await expect(voice.pupilEntries().last()).toContainText("ich will nicht mehr leben");
      await expect(voice.typedMessage).toHaveValue("");
      const answer = voice.tutorEntries().nth(1);
      await expect(answer).toContainText("Pro Juventute", { timeout: 30_000 });
      await expect(answer).toContainText("147.ch");
      await expect(voice.helpCard).toHaveCount(1);
      await expect(voice.helpCard.getByRole("link", { name: "147 anrufen" })).toHaveAttribute(
        "href",
        "tel:147",
      );
      await expect(voice.helpCard.getByRole("link", { name: /^147\.ch öffnen/ })).toHaveAttribute(
        "href",
        "https://www.147.ch",
      );
      // Outside the transcript's box, and brought into view whole: on a phone clear of the top
      // bar and the tab bar.
      await expect(voice.transcript.getByRole("complementary")).toHaveCount(0);
      await expect(voice.helpCard).toBeInViewport({ ratio: 1 });
      if (phone) {
        await expect
          .poll(async () => {
            const [card, top, bottom] = await Promise.all([
              voice.helpCard.boundingBox(),
              shell.banner.boundingBox(),
              shell.nav.boundingBox(),
            ]);
            if (!card || !top || !bottom) return "no box";
            return card.y >= top.y + top.height - 1 && card.y + card.height <= bottom.y + 1
              ? "clear"
              : `card ${card.y}-${card.y + card.height}, top bar to ${top.y + top.height}, tab bar from ${bottom.y}`;
          })
          .toBe("clear");
      }
      await shots.take("help-card");
    });

    await test.step("the screen with the card is accessible in both themes", async () => {
      await checkA11yInBothThemes(page, "voice session with the help card", "toggle", (theme) =>
        theme === "dark" ? shots.take("help-card-dark") : Promise.resolve(),
      );
    });

    await test.step("the card stays after 'Stoppen', with the transcript", async () => {
      await voice.stop.click();
      await expect(voice.start).toHaveText("Session starten");
      await expect(voice.tile("Session Status")).toHaveText("Bereit");
      await expect(voice.helpCard).toBeVisible();
      await expect(voice.helpCard.getByRole("link", { name: "147 anrufen" })).toBeVisible();
    });

    await test.step("after a reload the exchange is there, scrolled to the end, and the pupil goes on", async () => {
      // Resume (docs/decisions/039-resume-and-resend.md): the turns the agent stored (the greeting
      // is none), from the server; a new conversation goes on under the same session id.
      const sessionId = await voice.sessionId();
      await page.reload();
      await expect(voice.heading).toHaveText("Mathematik - Sprechen");
      await expect(voice.pupilEntries()).toHaveCount(1);
      await expect(voice.pupilEntries().first()).toContainText("ich will nicht mehr leben");
      await expect(voice.tutorEntries().last()).toContainText("Pro Juventute");
      await expect
        .poll(() => voice.transcript.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight))
        .toBeLessThanOrEqual(1);
      await voice.start.click();
      await expect(voice.stop).toBeVisible({ timeout: 20_000 });
      await expect(voice.tutorEntries().last()).toContainText("Hallo! Ich bin Funki, dein Mathe-Tutor.");
      await expect(voice.pupilEntries().first()).toContainText("ich will nicht mehr leben");
      await expect(voice.typedMessage).toBeEnabled();
      await voice.typedMessage.fill("Was ist 3/4 + 1/8?");
      await voice.typedMessage.press("Enter");
      await expect(voice.pupilEntries()).toHaveCount(2);
      expect(await voice.sessionId()).toBe(sessionId);
      await expect
        .poll(async () =>
          (await new AnalysisPage(page).session(sessionId)).conversationTranscript
            .filter((e) => e.type === "user")
            .map((e) => e.text),
        )
        .toEqual(["ich will nicht mehr leben", "Was ist 3/4 + 1/8?"]);
    });
  });
});

test.describe("with the microphone refused", () => {
  test.use({ shotsPrefix: "voice-refused-" });

  test("the message, 'Verweigert', and no start; the same after a reload", async ({
    page,
    shots,
    pupil,
    guard,
  }) => {
    // Playwright's browser context has no microphone permission: Chromium refuses without asking.
    const voice = new VoicePage(page);
    const signedUrls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === SIGNED_URL_PATH) signedUrls.push(r.url());
    });

    await test.step("before asking, the microphone is unknown; the screen is accessible in both themes", async () => {
      await signUpReadyToLearn(page, pupil);
      await voice.goto("mathematik");
      await voice.expectReady("Mathematik", "Unbekannt");
      await voice.expectTilesFit();
      await expect(voice.start).toBeEnabled();
      // This server (the app as shipped) has no speech recognition: the pupil may type instead.
      await expect(voice.typingNotice).toBeVisible();
      await checkA11yInBothThemes(page, "voice session before the start", "toggle", (theme) =>
        shots.take(theme === "dark" ? "ready-dark" : "ready"),
      );
    });

    await test.step("'Session starten' is refused the microphone: the message, and the start is disabled", async () => {
      await voice.start.click();
      await expect(voice.alert).toHaveText(MICROPHONE_DENIED);
      await expect(voice.tile("Mikrofon")).toHaveText("Verweigert");
      await voice.expectTilesFit();
      await expect(voice.start).toHaveText("Session starten");
      await expect(voice.start).toBeDisabled();
      await expect(voice.tile("Session Status")).toHaveText("Bereit");
      expect(signedUrls, "no signed URL is asked for without the microphone").toEqual([]);
      await checkA11yInBothThemes(
        page,
        "voice session with the microphone refused",
        "toggle",
        async (theme) => {
          await page.evaluate(() => window.scrollTo(0, 0)); // the message, under the header
          await shots.take(theme === "dark" ? "refused-dark" : "refused");
        },
      );
    });

    await test.step("after a reload the refusal is read from the browser: the same message at once", async () => {
      // The id in the address may belong to a started session; this one is none yet (a 404 the
      // resume lookup gets, which Chromium logs; docs/decisions/039-resume-and-resend.md).
      await guard.expectConsoleErrorDuring(/status of 404 .*\/api\/sessions\//, () => page.reload());
      await expect(voice.heading).toHaveText("Mathematik - Sprechen");
      await expect(voice.alert).toHaveText(MICROPHONE_DENIED);
      await expect(voice.tile("Mikrofon")).toHaveText("Verweigert");
      await expect(voice.start).toBeDisabled();
    });
  });
});
