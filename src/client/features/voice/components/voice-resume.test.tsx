import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { json } from "#client/test/render-app.tsx";
import { sessionSummary } from "#client/test/session-fixtures.ts";
import {
  fakeVoiceService,
  openVoice,
  SESSION,
  SIGNED_URL,
  serveVoice,
  stubMicrophone,
} from "../test/voice-fixtures.tsx";

// A voice session opened again (docs/decisions/039-resume-and-resend.md): its stored turns are the
// earlier transcript, scrolled to the end, and a new conversation goes on under the same id.

const log = () => screen.getByRole("log", { name: "Gesprächsverlauf" });
const items = () =>
  within(log())
    .queryAllByRole("listitem")
    .map((item) => item.textContent ?? "");
const startButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Session starten" });
const statusLine = () =>
  screen.getAllByRole("status").find((element) => element.tagName === "P")?.textContent;

/** What the server stored of the session: what was said, what was typed, the tutor's answers. */
const storedSession = (status: "ACTIVE" | "COMPLETED") => ({
  session: {
    ...sessionSummary({ id: "s-test", type: "VOICE", status, completedAt: null }),
    duration: 240,
    conversationTranscript: [
      { type: "user", text: "Was ist ein Bruch?", timestamp: "2026-11-20T09:06:00.000Z" },
      { type: "assistant", text: "Ein Teil von einem Ganzen.", timestamp: "2026-11-20T09:06:05.000Z" },
      { type: "user", text: "Und ein Viertel?", timestamp: "2026-11-20T09:07:00.000Z" },
    ],
  },
});

// jsdom lays nothing out: the transcript box is 480 px high with 2000 px of messages, and keeps
// what it is scrolled to.
const BOX = { scrollHeight: 2000, clientHeight: 480 };
const scrolled = new WeakMap<Element, number>();
beforeEach(() => {
  for (const [name, value] of Object.entries(BOX))
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  Object.defineProperty(HTMLElement.prototype, "scrollTop", {
    configurable: true,
    get(this: Element) {
      return scrolled.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrolled.set(this, value);
    },
  });
});
afterEach(() => {
  for (const name of [...Object.keys(BOX), "scrollTop"]) Reflect.deleteProperty(HTMLElement.prototype, name);
});

withTestApiToken();

describe("a voice session opened again", () => {
  it("waits for the stored turns, shows them scrolled to the end, and goes on under the same id", async () => {
    stubMicrophone();
    let release: (response: Response) => void = () => {};
    const calls = serveVoice({ routes: { [SESSION]: () => new Promise<Response>((r) => (release = r)) } });
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    await waitFor(() => expect(statusLine()).toBe("Dein bisheriges Gespräch wird geladen …"));
    expect(startButton().disabled).toBe(true);

    release(json(storedSession("ACTIVE")));
    await within(log()).findByText("Und ein Viertel?");
    expect(items()).toEqual([
      expect.stringContaining("Du: Was ist ein Bruch?"),
      expect.stringContaining("KI-Tutor: Ein Teil von einem Ganzen."),
      expect.stringContaining("Du: Und ein Viertel?"),
    ]);
    expect(log().scrollTop).toBe(BOX.scrollHeight - BOX.clientHeight);
    expect(screen.getByRole("button", { name: "Session beenden" })).toBeTruthy();

    expect(startButton().disabled).toBe(false);
    await userEvent.setup().click(startButton());
    await voice.connect();
    voice.say("ai", "Ein Viertel ist einer von vier gleichen Teilen.");
    expect(items()).toHaveLength(4);
    expect(items().at(-1)).toContain("KI-Tutor: Ein Viertel ist einer von vier gleichen Teilen.");
    expect(calls.filter((c) => c.key === SIGNED_URL)).toHaveLength(1);
  });

  it("of a completed session is shown, but cannot be started or ended again", async () => {
    serveVoice({ routes: { [SESSION]: () => json(storedSession("COMPLETED")) } });
    await openVoice(fakeVoiceService().start);
    await within(log()).findByText("Und ein Viertel?");
    expect(items()).toHaveLength(3);
    expect(statusLine()).toBe("Diese Session ist beendet. Starte eine neue, um weiterzulernen.");
    expect(startButton().disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Session beenden" })).toBeNull();
  });

  it("that the server does not know is a new session, as before", async () => {
    stubMicrophone();
    const calls = serveVoice();
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    await waitFor(() => expect(startButton().disabled).toBe(false));
    expect(calls.some((c) => c.key === SESSION)).toBe(true);
    expect(within(log()).getByText("Starte eine Session um zu beginnen")).toBeTruthy();
    expect(statusLine()).toBe("");
    await userEvent.setup().click(startButton());
    await voice.connect();
    voice.say("ai", "Hallo!");
    expect(items()).toEqual([expect.stringContaining("KI-Tutor: Hallo!")]);
  });

  it("says when its earlier transcript could not be loaded, and a conversation can still start", async () => {
    serveVoice({ routes: { [SESSION]: () => json({ message: "Server überlastet" }, 500) } });
    await openVoice(fakeVoiceService().start);
    expect(
      await screen.findByText(/^Das bisherige Gespräch konnte nicht geladen werden: Server überlastet/),
    ).toBeTruthy();
    expect(startButton().disabled).toBe(false);
  });
});
