import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { controlledSse, serveChat, tutorReply } from "#client/test/chat-fixtures.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import { CLEAR_CHAT_CONFIRM, CLEAR_CHAT_FAILED } from "./chat-screen.tsx";

// The chat screen through the real route (docs/product.md §2.9 and §5.3): welcome, streaming,
// input rules, send failure, help card, 'Chat löschen'. Ending a session: end-session.test.tsx.

const CHAT = "/tutor/ai-chat/mathematik?sessionId=s-test";
const open = (path = CHAT) => renderApp(path, createFakeAuthClient(fakeSession()).client);
const log = () => screen.getByRole("log", { name: "Chatverlauf" });
/** The header's line under the subject: who the pupil chats with. */
const subtitle = () => screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent;
const field = () => screen.getByRole("textbox", { name: "Deine Nachricht an den KI-Tutor" });
const items = () => within(log()).getAllByRole("listitem");
const streamCalls = <T extends { key: string }>(calls: T[]) =>
  calls.filter((c) => c.key === "POST /api/chat/stream");

withTestApiToken();

describe("chat screen", () => {
  it("greets with the subject's welcome, shows the offline badge and keeps a generated session id", async () => {
    serveChat({});
    const { router } = open("/tutor/ai-chat/math");
    expect(await screen.findByRole("heading", { level: 1, name: "Mathematik" })).toBeTruthy();
    expect(items()).toHaveLength(1);
    expect(log().textContent).toMatch(/Mathe-Tutor/);
    expect(await screen.findByText("Übungs-Tutor (offline)")).toBeTruthy();
    expect(screen.getByTitle("Lernfunkes eingebauter Übungs-Tutor ohne KI-Dienst")).toBeTruthy();
    // The badge is the tutor's name: it is never called 'KI-Tutor' (docs/product.md §2.1).
    expect(subtitle()).toBe(
      "Chat mit deinem Übungs-Tutor (offline): Lernfunkes eingebauter Übungs-Tutor ohne KI-Dienst",
    );
    expect(screen.getByRole("link", { name: "Zurück zum Tutor" }).getAttribute("href")).toBe("/tutor");
    await vi.waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?sessionId=session_\d+_[a-z0-9]+$/),
    );
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows no badge when a real AI service answers", async () => {
    const calls = serveChat({ offline: false });
    open();
    await screen.findByRole("heading", { level: 1, name: "Mathematik" });
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toContain("GET /api/chat/health"));
    expect(screen.queryByText("Übungs-Tutor (offline)")).toBeNull();
    expect(subtitle()).toBe("Chat mit deinem KI-Tutor");
  });

  it("adds the pupil's message and a placeholder that the streamed reply fills word by word", async () => {
    const sse = controlledSse();
    const calls = serveChat({ stream: () => sse.response() });
    open();
    const user = userEvent.setup();
    await screen.findByRole("heading", { level: 1, name: "Mathematik" });
    await user.type(field(), "Was ist 3/4 + 1/8?{Enter}");

    expect(within(log()).getByText("Was ist 3/4 + 1/8?")).toBeTruthy();
    expect(await within(log()).findByText("schreibt …")).toBeTruthy();
    expect(screen.getByText("Der Übungs-Tutor (offline) antwortet gerade …")).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe("");

    sse.send("session", { sessionId: "s-test" });
    sse.send("delta", { text: "Die Nenner " });
    await vi.waitFor(() => expect(log().textContent).toContain("Die Nenner"));
    expect(log().textContent).not.toContain("verschieden");
    sse.send("delta", { text: "sind verschieden." });
    await vi.waitFor(() => expect(log().textContent).toContain("Die Nenner sind verschieden."));
    sse.send("done", { message: "Die Nenner sind verschieden.", helpCard: null });
    sse.close();
    await vi.waitFor(() => expect(within(log()).queryByText("schreibt …")).toBeNull());
    expect(items()).toHaveLength(3);
    expect(items()[2]?.querySelector("time")?.textContent).toMatch(/^\d{2}:\d{2}$/);

    const call = streamCalls(calls)[0];
    expect(new Headers(call?.init?.headers).get("Authorization")).toBe("Bearer test-token");
    expect(bodyOf(call?.init)).toMatchObject({
      subject: "mathematik",
      sessionId: "s-test",
      messages: [
        { sender: "tutor", text: expect.stringContaining("Mathe-Tutor") },
        { sender: "user", text: "Was ist 3/4 + 1/8?" },
      ],
    });
  });

  it("sends nothing empty or while a reply is pending; Shift+Enter makes a new line", async () => {
    const sse = controlledSse();
    const calls = serveChat({ stream: () => sse.response() });
    open();
    const user = userEvent.setup();
    const send = await screen.findByRole("button", { name: "Senden" });
    expect(send).toHaveProperty("disabled", true);

    await user.type(field(), "   {Enter}");
    await user.type(field(), "{Shift>}{Enter}{/Shift}{Enter}");
    expect(streamCalls(calls)).toHaveLength(0);
    await user.clear(field());

    await user.type(field(), "Zeile 1{Shift>}{Enter}{/Shift}Zeile 2");
    expect((field() as HTMLTextAreaElement).value).toBe("Zeile 1\nZeile 2");
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(streamCalls(calls)).toHaveLength(1));

    await user.type(field(), "Noch eine Frage{Enter}");
    await user.click(send);
    expect(streamCalls(calls)).toHaveLength(1);
    expect((field() as HTMLTextAreaElement).value).toBe("Noch eine Frage");
    expect(send).toHaveProperty("disabled", true);

    sse.send("done", { message: "Gern!", helpCard: null });
    sse.close();
    await vi.waitFor(() => expect(send).toHaveProperty("disabled", false));
    await user.click(send);
    await vi.waitFor(() => expect(streamCalls(calls)).toHaveLength(2));
  });

  it("on a send failure marks the message and removes the placeholder; the pupil's message stays", async () => {
    serveChat({ stream: () => json({ message: "Der KI-Tutor ist gerade nicht erreichbar." }, 503) });
    open();
    await userEvent.setup().type(await screen.findByRole("textbox"), "Hallo{Enter}");
    expect(
      await within(log()).findByText(
        "Fehler beim Senden der Nachricht: Der KI-Tutor ist gerade nicht erreichbar.",
      ),
    ).toBeTruthy();
    expect(within(log()).queryByText("schreibt …")).toBeNull();
    expect(items()).toHaveLength(2);
    expect(within(log()).getByText("Hallo")).toBeTruthy();
  });

  it("an error event after the reply started counts as a failure too", async () => {
    const sse = controlledSse();
    serveChat({ stream: () => sse.response() });
    open();
    await userEvent.setup().type(await screen.findByRole("textbox"), "Hallo{Enter}");
    sse.send("delta", { text: "Also " });
    sse.send("error", { message: "Die Antwort brach ab.", code: "model_unavailable" });
    sse.close();
    expect(
      await within(log()).findByText("Fehler beim Senden der Nachricht: Die Antwort brach ab."),
    ).toBeTruthy();
    expect(items()).toHaveLength(2);
  });

  it("shows a crisis reply's help card with a call link to 147 and the website", async () => {
    const card = {
      title: "Pro Juventute – Beratung + Hilfe 147",
      lines: ["Telefon 147 – gratis, rund um die Uhr", "Chat und E-Mail auf 147.ch"],
      phone: "147",
      url: "https://www.147.ch",
    };
    serveChat({ stream: () => tutorReply("Das tut mir leid. Ruf die **147** an.", card) });
    open();
    await userEvent.setup().type(await screen.findByRole("textbox"), "Mir geht es nicht gut{Enter}");
    const help = await screen.findByRole("complementary", { name: card.title });
    expect(
      within(help)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(card.lines);
    expect(within(help).getByRole("link", { name: "147 anrufen" }).getAttribute("href")).toBe("tel:147");
    const site = within(help).getByRole("link", { name: /147\.ch öffnen/ });
    expect(site.getAttribute("href")).toBe("https://www.147.ch");
    expect(site.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("'Chat löschen' asks first, deletes the session on the server, then shows a fresh welcome only", async () => {
    const calls = serveChat({
      stream: () => tutorReply("Gut gemacht!"),
      routes: { "DELETE /api/sessions/s-test": () => new Response(null, { status: 204 }) },
    });
    const { router } = open();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox"), "7/8{Enter}");
    await within(log()).findByText("Gut gemacht!");
    const clear = screen.getByRole("button", { name: "Chat löschen" });
    const deletes = () => calls.filter((c) => c.key.startsWith("DELETE "));

    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);
    await user.click(clear);
    expect(confirm).toHaveBeenCalledWith(CLEAR_CHAT_CONFIRM);
    expect(CLEAR_CHAT_CONFIRM).toContain("Das Gespräch wird auch auf dem Server gelöscht.");
    expect(items()).toHaveLength(3);
    expect(deletes()).toHaveLength(0);

    confirm.mockReturnValueOnce(true);
    const oldField = field();
    await user.click(screen.getByRole("button", { name: "Chat löschen" }));
    await vi.waitFor(() => expect(items()).toHaveLength(1));
    expect(deletes().map((c) => c.key)).toEqual(["DELETE /api/sessions/s-test"]);
    expect(log().textContent).toMatch(/Mathe-Tutor/);
    expect(screen.getByRole("button", { name: "Session beenden" })).toHaveProperty("disabled", true);
    // The chat goes on in a fresh session: a new id in the address, nothing resumed for it.
    await vi.waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?sessionId=session_\d+_[a-z0-9]+$/),
    );
    expect(router.state.historyAction).toBe("REPLACE");
    const fresh = new URLSearchParams(router.state.location.search).get("sessionId");
    expect(calls.some((c) => c.key.includes(`${fresh}`) && c.key.startsWith("GET "))).toBe(false);

    // The next message goes to the new session, on the screen made for it.
    await vi.waitFor(() => expect(field()).not.toBe(oldField));
    await user.type(field(), "Neue Frage{Enter}");
    await within(log()).findByText("Gut gemacht!");
    const lastStream = streamCalls(calls).at(-1);
    expect(bodyOf(lastStream?.init)).toMatchObject({ sessionId: fresh });
  });

  it("'Chat löschen' keeps the conversation and says so when the server cannot delete it", async () => {
    serveChat({
      stream: () => tutorReply("Gut gemacht!"),
      routes: {
        "DELETE /api/sessions/s-test": () => json({ message: "Der Server hat ein Problem." }, 500),
      },
    });
    const { router } = open();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox"), "7/8{Enter}");
    await within(log()).findByText("Gut gemacht!");
    vi.spyOn(window, "confirm").mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Chat löschen" }));
    expect(await screen.findByText(`${CLEAR_CHAT_FAILED}: Der Server hat ein Problem.`)).toBeTruthy();
    expect(items()).toHaveLength(3);
    expect(router.state.location.search).toBe("?sessionId=s-test");
  });

  it("'Chat löschen' without a message of the pupil's only starts the screen over, asking nothing", async () => {
    const calls = serveChat({});
    open();
    await screen.findByRole("heading", { level: 1, name: "Mathematik" });
    const confirm = vi.spyOn(window, "confirm");
    await userEvent.setup().click(screen.getByRole("button", { name: "Chat löschen" }));
    expect(confirm).not.toHaveBeenCalled();
    expect(items()).toHaveLength(1);
    expect(calls.some((c) => c.key.startsWith("DELETE "))).toBe(false);
  });
});
