import { act, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { openChat, serveChat, tutorReply } from "#client/test/chat-fixtures.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import { json } from "#client/test/render-app.tsx";

// Resume, failures at the message, 'Nochmals senden' and drafts (docs/decisions/039-resume-and-resend.md).

const log = () => screen.getByRole("log", { name: "Chatverlauf" });
const field = () =>
  screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Deine Nachricht an den KI-Tutor" });
/** The stored conversation has been asked for: sending is possible. */
const ready = () => screen.findByText("Enter sendet, Shift+Enter macht eine neue Zeile.");
/** The messages of the log (not the files listed inside one). */
const messageItems = () => log().querySelectorAll(":scope > ul > li");
const streamBodies = (calls: { key: string; init?: RequestInit }[]) =>
  calls
    .filter((c) => c.key === "POST /api/chat/stream")
    .map((c) => bodyOf(c.init) as Record<string, unknown>);

const storedSession = (status = "ACTIVE") => ({
  session: {
    id: "s-test",
    subjectId: "mathematik",
    subjectName: "Mathematik",
    subject: { name: "Mathematik", emoji: "🔢" },
    type: "CHAT",
    status,
    topic: null,
    durationMinutes: 3,
    createdAt: "2026-03-08T09:00:00.000Z",
    completedAt: null,
    sessionSummary: null,
    duration: 180,
    conversationTranscript: [
      { type: "user", text: "Was ist ein Bruch?", timestamp: "2026-03-08T09:00:00.000Z" },
      { type: "assistant", text: "Ein Teil von einem Ganzen.", timestamp: "2026-03-08T09:00:05.000Z" },
      {
        type: "user",
        text: "[DOKUMENT ANALYSIERT: blatt.pdf] Aufgabe 1",
        timestamp: "2026-03-08T09:01:00.000Z",
      },
    ],
  },
});

const SERVER_DOWN_NOTICE = /^Lernfunke ist gerade nicht erreichbar\./;

withTestApiToken();

describe("a chat session opened again", () => {
  it("shows the stored conversation after the welcome, a shared file by its name, and goes on", async () => {
    const calls = serveChat({
      stream: () => tutorReply("Weiter geht's."),
      routes: { "GET /api/sessions/s-test": () => json(storedSession()) },
    });
    await openChat();
    expect(await within(log()).findByText("Ein Teil von einem Ganzen.")).toBeTruthy();
    expect(within(log()).getByText("Was ist ein Bruch?")).toBeTruthy();
    expect(within(log()).getByText("blatt.pdf")).toBeTruthy();
    expect(messageItems()).toHaveLength(4);
    await userEvent.setup().type(field(), "Und jetzt?{Enter}");
    expect(await within(log()).findByText("Weiter geht's.")).toBeTruthy();
    expect(streamBodies(calls)[0]).toMatchObject({ sessionId: "s-test" });
  });

  it("puts a message sent while the conversation loads after it", async () => {
    let release: (response: Response) => void = () => {};
    serveChat({
      stream: () => tutorReply("Weiter geht's."),
      routes: { "GET /api/sessions/s-test": () => new Promise<Response>((resolve) => (release = resolve)) },
    });
    await openChat();
    await screen.findByText("Dein bisheriges Gespräch wird geladen …");
    await userEvent.setup().type(field(), "Und jetzt?{Enter}");
    release(json(storedSession()));
    expect(await within(log()).findByText("Weiter geht's.")).toBeTruthy();
    const texts = Array.from(messageItems(), (item) => item.textContent ?? "");
    expect(texts.findIndex((t) => t.includes("Was ist ein Bruch?"))).toBe(1);
    expect(texts.findIndex((t) => t.includes("Und jetzt?"))).toBe(4);
  });

  it("of a completed session cannot be written in", async () => {
    serveChat({ routes: { "GET /api/sessions/s-test": () => json(storedSession("COMPLETED")) } });
    await openChat();
    expect(await screen.findByText(/Diese Session ist beendet/)).toBeTruthy();
    expect(field().disabled).toBe(true);
  });
});

describe("a message that did not arrive", () => {
  it("is marked at the message; 'Nochmals senden' sends it with the same id, and the notice goes", async () => {
    let down = true;
    const calls = serveChat({
      stream: () => {
        if (down) return Promise.reject(new TypeError("Failed to fetch"));
        return tutorReply("Da bin ich wieder.");
      },
    });
    await openChat();
    await ready();
    const user = userEvent.setup();
    await user.type(field(), "Hallo?{Enter}");
    expect(
      await within(log()).findByText(/^Fehler beim Senden der Nachricht: Keine Verbindung/),
    ).toBeTruthy();
    expect(screen.getByText(SERVER_DOWN_NOTICE)).toBeTruthy();

    down = false;
    await user.click(within(log()).getByRole("button", { name: "Nochmals senden" }));
    expect(await within(log()).findByText("Da bin ich wieder.")).toBeTruthy();
    expect(within(log()).queryByText(/Fehler beim Senden/)).toBeNull();
    expect(within(log()).getAllByText("Hallo?")).toHaveLength(1);
    expect(screen.queryByText(SERVER_DOWN_NOTICE)).toBeNull();
    const [first, again] = streamBodies(calls);
    expect(typeof first?.clientMessageId).toBe("string");
    expect(again?.clientMessageId).toBe(first?.clientMessageId);
  });

  it("shows the offline notice as a status while the browser has no network", async () => {
    serveChat({});
    await openChat();
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    const notices = screen.getAllByRole("status").map((s) => s.textContent);
    expect(notices).toContainEqual(expect.stringMatching(/^Du bist offline/));
    offline.mockRestore();
    // Back online, for the app's other listeners too (TanStack Query pauses while offline).
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getAllByRole("status").map((s) => s.textContent)).not.toContainEqual(
      expect.stringMatching(/^Du bist offline/),
    );
  });
});

describe("what the pupil typed", () => {
  it("survives a reload until it has arrived", async () => {
    let down = true;
    serveChat({
      stream: () => (down ? Promise.reject(new TypeError("Failed to fetch")) : tutorReply("Gut!")),
    });
    const first = await openChat();
    const user = userEvent.setup();
    await user.type(field(), "Mein Entwurf");
    first.unmount();

    await openChat();
    await ready();
    expect(field().value).toBe("Mein Entwurf");
    await user.type(field(), "{Enter}");
    expect(await within(log()).findByText(/Fehler beim Senden/)).toBeTruthy();
    expect(window.localStorage.getItem("lernfunke:draft:s-test")).toBe("Mein Entwurf");

    down = false;
    await user.click(within(log()).getByRole("button", { name: "Nochmals senden" }));
    expect(await within(log()).findByText("Gut!")).toBeTruthy();
    expect(window.localStorage.getItem("lernfunke:draft:s-test")).toBeNull();
  });
});
