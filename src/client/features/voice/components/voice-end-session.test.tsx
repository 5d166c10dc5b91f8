import { act, fireEvent, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import { json } from "#client/test/render-app.tsx";
import {
  COMPLETE,
  fakeVoiceService,
  openVoice,
  serveVoice,
  stubMicrophone,
} from "../test/voice-fixtures.tsx";

// 'Session beenden' in a voice session (docs/product.md §2.10, §3.1 and §5.3): fewer than 2 messages do
// nothing, nothing said leads to /tutor, otherwise the completion payload, 1 s, /analysis/{id};
// a failure shows the banner and can be tried again.

const endButton = () => screen.getByRole("button", { name: /^(Session beenden|Beende\.\.\.)$/ });
const pathname = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

withTestApiToken();

/** A connected voice session of s-test in which `said` has been said, in turns tutor/pupil. */
async function connectedWith(said: string[], complete: () => Response = () => json({ success: true })) {
  stubMicrophone();
  const calls = serveVoice({ routes: { [COMPLETE]: complete } });
  const voice = fakeVoiceService();
  const view = await openVoice(voice.start);
  await userEvent.setup().click(screen.getByRole("button", { name: "Session starten" }));
  const handle = await voice.connect();
  for (const [i, text] of said.entries()) voice.say(i % 2 === 0 ? "ai" : "user", text);
  return { ...view, calls, handle };
}

describe("ending a voice session", () => {
  it("does nothing with fewer than 2 messages", async () => {
    await connectedWith(["Hallo!"]);
    expect(endButton()).toHaveProperty("disabled", true);
  });

  it("goes back to /tutor without a call when nothing was said", async () => {
    const { router, calls, handle } = await connectedWith(["", " "]);
    await userEvent.setup().click(endButton());
    await vi.waitFor(() => expect(pathname(router)).toBe("/tutor"));
    expect(handle.endSession).toHaveBeenCalled();
    expect(calls.map((c) => c.key)).not.toContain(COMPLETE);
  });

  it("closes, completes the session with the transcript, waits 1 s, then opens /analysis/{id}", async () => {
    const { router, calls, handle } = await connectedWith([
      "Hallo Mia! Worüber möchtest du sprechen?",
      "Über Brüche.",
    ]);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fireEvent.click(endButton());
    expect(endButton()).toMatchObject({ textContent: "Beende...", disabled: true });

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(handle.endSession).toHaveBeenCalled();
    const payload = bodyOf(calls.find((c) => c.key === COMPLETE)?.init) as Record<string, unknown>;
    expect(payload).toEqual({
      sessionType: "voice",
      subjectId: "mathematik",
      competenciesDiscussed: [],
      notes: "Voice-Session mit 2 Nachrichten und 0 hochgeladenen Dateien.",
      metadata: {
        messageCount: 2,
        subjectName: "Mathematik",
        uploadedFilesCount: 0,
        sessionDuration: expect.any(Number),
      },
      conversationTranscript: [
        {
          type: "assistant",
          text: "Hallo Mia! Worüber möchtest du sprechen?",
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        { type: "user", text: "Über Brüche.", timestamp: expect.any(String) },
      ],
    });
    expect(payload).not.toHaveProperty("topicsCovered");

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(pathname(router)).toBe("/tutor/ai-voice/mathematik");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pathname(router)).toBe("/analysis/s-test");
  });

  it("shows 'Fehler beim Beenden der Session' and can be tried again", async () => {
    let fails = true;
    const { router } = await connectedWith(["Hallo!", "Was ist ein Bruch?"], () =>
      fails ? json({ message: "Datenbank nicht erreichbar." }, 503) : json({ success: true }),
    );
    const user = userEvent.setup();
    await user.click(endButton());
    expect(
      await screen.findByText("Fehler beim Beenden der Session: Datenbank nicht erreichbar."),
    ).toBeTruthy();
    expect(endButton()).toMatchObject({ textContent: "Session beenden", disabled: false });

    fails = false;
    await user.click(endButton());
    await vi.waitFor(() => expect(pathname(router)).toBe("/analysis/s-test"), { timeout: 3000 });
  });
});
