import { act, fireEvent, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { serveChat, tutorReply } from "#client/test/chat-fixtures.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import { json, renderApp } from "#client/test/render-app.tsx";

// 'Session beenden' (docs/product.md §2.9, §3.1 and §5.3): disabled states, the completion payload, the 1 s
// wait, then /analysis/{id}; /tutor without pupil messages; the failure banner.

const COMPLETE = "POST /api/sessions/s-test/complete";
const endButton = () => screen.getByRole("button", { name: /^(Session beenden|Beende\.\.\.)$/ });
const location = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

withTestApiToken();

/** The chat after one exchange: welcome, the pupil's question, the tutor's reply. */
async function chatWithOneExchange(complete: () => Response | Promise<Response>) {
  const calls = serveChat({
    stream: () => tutorReply("Die Nenner sind verschieden."),
    routes: { [COMPLETE]: complete },
  });
  const view = renderApp(
    "/tutor/ai-chat/mathematik?sessionId=s-test",
    createFakeAuthClient(fakeSession()).client,
  );
  const user = userEvent.setup();
  const field = await screen.findByRole("textbox", { name: "Deine Nachricht an den KI-Tutor" });
  expect(endButton()).toHaveProperty("disabled", true); // only the welcome
  await user.type(field, "Was ist 3/4 + 1/8?{Enter}");
  await within(screen.getByRole("log")).findByText("Die Nenner sind verschieden.");
  expect(endButton()).toHaveProperty("disabled", false);
  return { ...view, calls, user };
}

describe("Session beenden", () => {
  it("completes the session with the transcript, waits 1 s, then opens /analysis/{id}", async () => {
    const { router, calls } = await chatWithOneExchange(() => json({ success: true, session: {} }));
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fireEvent.click(endButton());
    expect(endButton().textContent).toBe("Beende...");
    expect(endButton()).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Chat löschen" })).toHaveProperty("disabled", true);

    await act(() => vi.advanceTimersByTimeAsync(0));
    const call = calls.find((c) => c.key === COMPLETE);
    const payload = bodyOf(call?.init) as Record<string, unknown>;
    expect(payload).toMatchObject({
      sessionType: "text",
      subjectId: "mathematik",
      topicsCovered: "Mathematik",
      competenciesDiscussed: [],
      notes: "Chat-Session mit 2 Nachrichten und 0 hochgeladenen Dateien.",
      metadata: { messageCount: 2, subjectName: "Mathematik", uploadedFilesCount: 0 },
    });
    // The client's welcome is not part of the transcript: the tutor never saw it.
    expect(payload.conversationTranscript).toEqual([
      { type: "user", text: "Was ist 3/4 + 1/8?", timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { type: "assistant", text: "Die Nenner sind verschieden.", timestamp: expect.any(String) },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(location(router)).toBe("/tutor/ai-chat/mathematik");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location(router)).toBe("/analysis/s-test");
  });

  it("shows 'Fehler beim Beenden der Session' and can be tried again", async () => {
    const { router } = await chatWithOneExchange(() => json({ message: "Datenbank nicht erreichbar." }, 503));
    await userEvent.setup().click(endButton());
    expect(
      await screen.findByText("Fehler beim Beenden der Session: Datenbank nicht erreichbar."),
    ).toBeTruthy();
    expect(endButton().textContent).toBe("Session beenden");
    expect(endButton()).toHaveProperty("disabled", false);
    expect(location(router)).toBe("/tutor/ai-chat/mathematik");
  });
});
