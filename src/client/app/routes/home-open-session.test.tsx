import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { onboardingRecord } from "#client/test/onboarding-fixtures.ts";
import { json, mockFetch, renderApp } from "#client/test/render-app.tsx";
import { sessionSummary } from "#client/test/session-fixtures.ts";

// Home's card for an unfinished session (docs/decisions/039-resume-and-resend.md): 'Weitermachen'
// opens it, 'Beenden' completes it with the stored conversation and opens its analysis.

const open = sessionSummary({ id: "s-open", status: "ACTIVE", completedAt: null, type: "CHAT" });
const transcript = [
  { type: "user", text: "Was ist ein Bruch?", timestamp: "2026-11-20T09:06:00.000Z" },
  { type: "assistant", text: "Ein Teil von einem Ganzen.", timestamp: "2026-11-20T09:06:05.000Z" },
];

function serve(complete: () => Response, list = [open, sessionSummary({ id: "s-done" })]) {
  const { fetchMock, calls } = mockFetch({
    "GET /api/onboarding": () => json({ onboarding: onboardingRecord }),
    "GET /api/sessions": () => json({ data: list, total: list.length }),
    "GET /api/sessions/s-open": () =>
      json({ session: { ...open, duration: 60, conversationTranscript: transcript } }),
    "POST /api/sessions/s-open/complete": complete,
  });
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return calls;
}

const card = async () =>
  (await screen.findByRole("heading", { level: 2, name: /^Noch nicht fertig/ })).closest(
    "section",
  ) as HTMLElement;

withTestApiToken();

describe("home with an unfinished session", () => {
  it("offers 'Weitermachen' into the chat where it stopped", async () => {
    serve(() => json({ success: true }));
    renderApp("/", createFakeAuthClient(fakeSession()).client);
    const section = await card();
    expect(within(section).getByRole("heading").textContent).toBe("Noch nicht fertig: 🧮 Mathematik");
    expect(within(section).getByRole("link", { name: "Weitermachen" }).getAttribute("href")).toBe(
      "/tutor/ai-chat/mathematik?sessionId=s-open",
    );
  });

  it("'Beenden' completes it with the stored conversation and opens the analysis; a failure is shown", async () => {
    let fail = true;
    const calls = serve(() =>
      fail ? json({ message: "Server überlastet" }, 503) : json({ success: true, session: {} }),
    );
    const { router } = renderApp("/", createFakeAuthClient(fakeSession()).client);
    const user = userEvent.setup();
    const section = await card();

    await user.click(within(section).getByRole("button", { name: "Beenden" }));
    expect(
      await within(section).findByText("Fehler beim Beenden der Session: Server überlastet"),
    ).toBeTruthy();

    fail = false;
    await user.click(within(section).getByRole("button", { name: "Beenden" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/analysis/s-open"));
    const completion = calls.filter((c) => c.key === "POST /api/sessions/s-open/complete").at(-1);
    expect(JSON.parse(String(completion?.init?.body))).toMatchObject({
      sessionType: "text",
      subjectId: "mathematik",
      conversationTranscript: [
        { type: "user", text: "Was ist ein Bruch?" },
        { type: "assistant", text: "Ein Teil von einem Ganzen." },
      ],
    });
  });

  it("shows no card when every session is finished", async () => {
    serve(() => json({ success: true }), [sessionSummary({ id: "s-done" })]);
    renderApp("/", createFakeAuthClient(fakeSession()).client);
    await screen.findByRole("heading", { level: 2, name: "Letzte Sessions" });
    expect(screen.queryByRole("heading", { level: 2, name: /^Noch nicht fertig/ })).toBeNull();
  });
});
