import { act, fireEvent, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import {
  documentResult,
  fileInput,
  imageResult,
  sessionUpload,
  testFile,
} from "#client/test/file-fixtures.ts";
import { json } from "#client/test/render-app.tsx";
import {
  fakeVoiceService,
  HELP_CARD,
  openVoice,
  renderVoice,
  SIGNED_URL,
  serveVoice,
  signedUrlResponse,
  stubMicrophone,
  stubWakeLock,
} from "../test/voice-fixtures.tsx";

// The voice screen through the real route (docs/product.md §2.10, §4.10, §5.3) with a fake voice
// service: start, connection, transcript, volume, microphone, errors, files, typing without
// speech recognition. Ending: voice-end-session.test.tsx.

const log = () => screen.getByRole("log", { name: "Gesprächsverlauf" });
const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const startButton = () => screen.getByRole("button", { name: /^(Session starten|Verbinde\.\.\.)$/ });
const filesButton = () => screen.getByRole("button", { name: "Dateien" });
const subtitle = () => screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent;
/** The line under the buttons (the volume's <output> is a status too). */
const statusLine = () =>
  screen.getAllByRole("status").find((element) => element.tagName === "P")?.textContent;
const helpCard = () => screen.queryByRole("complementary", { name: /Pro Juventute/ });

// The server's crisis answer as the local voice agent sends it (plain text, no Markdown).
const CRISIS_ANSWER =
  "Danke, dass du mir das schreibst. Es klingt, als ginge es dir gerade sehr schlecht.\n\n" +
  "Bei Pro Juventute kannst du jederzeit mit jemandem reden: Ruf die 147 an, schick ein SMS an die 147 " +
  "oder schreib im Chat auf 147.ch. Das ist gratis, anonym und rund um die Uhr möglich.";

withTestApiToken();

describe("voice screen", () => {
  it("shows 'Fach nicht gefunden' for an unknown subject", async () => {
    serveVoice();
    renderVoice(fakeVoiceService().start, "/tutor/ai-voice/astrologie");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fach nicht gefunden" }, { timeout: 5000 }),
    ).toBeTruthy();
    const back = screen.getByRole("link", { name: "Zurück zur Fächerauswahl" });
    expect(back.getAttribute("href")).toBe("/tutor");
  });

  it("before a session: title, volume at 80 %, files off, the tiles at rest, and a voice_ id in the address", async () => {
    serveVoice();
    const { router } = await openVoice(fakeVoiceService().start, "/tutor/ai-voice/math");
    expect(subtitle()).toBe("Sprich mit deinem KI-Tutor");
    expect(screen.getByText("Sprechen:")).toBeTruthy();
    expect(screen.queryByText("Schreiben:")).toBeNull();
    expect(screen.getByRole("link", { name: "Zurück zum Tutor" }).getAttribute("href")).toBe("/tutor");
    expect(within(log()).getByText("Starte eine Session um zu beginnen")).toBeTruthy();
    const slider = screen.getByRole("slider", { name: "Lautstärke" });
    expect(slider).toMatchObject({ min: "0", max: "1", step: "0.1", value: "0.8" });
    expect(screen.getByText("80%")).toBeTruthy();
    expect(filesButton()).toMatchObject({ disabled: true, title: "Dateien hochladen" });
    expect(screen.queryByText(/\/3 Dateien$/)).toBeNull();
    expect([tile("Session Status"), tile("Nachrichten"), tile("Mikrofon")]).toEqual([
      "Bereit",
      "0",
      "Unbekannt",
    ]);
    expect(screen.queryByRole("button", { name: "Session beenden" })).toBeNull();
    await vi.waitFor(() => expect(router.state.location.search).toMatch(/^\?sessionId=voice_\d+_[a-z0-9]+$/));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("starts: microphone, signed URL, 'Verbinde...', then connected with the transcript, volume and wake lock", async () => {
    const microphone = stubMicrophone();
    const wakeLock = stubWakeLock();
    const calls = serveVoice();
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    const user = userEvent.setup();
    await user.click(startButton());
    expect(startButton()).toMatchObject({ textContent: "Verbinde...", disabled: true });

    const handle = await voice.connect();
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(microphone.stop).toHaveBeenCalled();
    expect(calls.map((c) => c.key)).toContain(SIGNED_URL);
    const { request } = voice.latest();
    expect(request.signedUrl).toBe(signedUrlResponse().signedUrl);
    expect(request.overrides).toEqual({ agent: { firstMessage: "Hallo!", language: "de" } });
    // The local agent gets the pupil's token (decision 018).
    expect(request.dynamicVariables).toMatchObject({
      subject_id: "mathematik",
      lernfunke_access_token: "test-token",
    });
    expect(handle.setVolume).toHaveBeenCalledWith({ volume: 0.8 });
    expect(wakeLock.request).toHaveBeenCalledWith("screen");

    expect(within(log()).getByText("Ich höre zu!")).toBeTruthy();
    expect(statusLine()).toBe("Du kannst jetzt sprechen.");
    expect([tile("Session Status"), tile("Mikrofon")]).toEqual(["Aktiv", "Erlaubt"]);
    expect(filesButton()).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "Session beenden" })).toHaveProperty("disabled", true);

    voice.say("ai", "Hallo Mia! Worüber möchtest du sprechen?");
    voice.say("user", "Über Brüche.");
    const items = within(log()).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Hallo Mia! Worüber möchtest du sprechen?",
      "Über Brüche.",
    ]);
    expect(items[0]?.textContent).toMatch(/^KI-Tutor:/);
    expect(items[1]?.querySelector("time")?.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(tile("Nachrichten")).toBe("2");

    fireEvent.change(screen.getByRole("slider", { name: "Lautstärke" }), { target: { value: "0.5" } });
    expect(handle.setVolume).toHaveBeenLastCalledWith({ volume: 0.5 });
    expect(screen.getByText("50%")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Stoppen" }));
    expect(handle.endSession).toHaveBeenCalled();
    expect(wakeLock.release).toHaveBeenCalled();
    expect(tile("Session Status")).toBe("Bereit");
    expect(startButton()).toHaveProperty("disabled", false);
    // What was said stays, and can still be ended.
    expect(within(log()).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Session beenden" })).toHaveProperty("disabled", false);
  });

  it("says so when the microphone is refused, and the start stays disabled", async () => {
    stubMicrophone("refuse");
    const calls = serveVoice();
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    await userEvent.setup().click(startButton());
    expect(
      await screen.findByText(
        "Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff in deinen Browser-Einstellungen.",
      ),
    ).toBeTruthy();
    expect(tile("Mikrofon")).toBe("Verweigert");
    expect(startButton()).toMatchObject({ textContent: "Session starten", disabled: true });
    expect(calls.map((c) => c.key)).not.toContain(SIGNED_URL);
    expect(voice.starts).toHaveLength(0);
  });

  it("reads the permission on load and follows a change in the browser's settings", async () => {
    const status = Object.assign(new EventTarget(), { state: "denied" as PermissionState });
    const query = vi.fn(async () => status);
    // Removed after the test by voice-fixtures.tsx.
    Object.defineProperty(navigator, "permissions", { value: { query }, configurable: true });
    serveVoice();
    await openVoice(fakeVoiceService().start);
    await vi.waitFor(() => expect(tile("Mikrofon")).toBe("Verweigert"));
    expect(query).toHaveBeenCalledWith({ name: "microphone" });
    expect(startButton()).toHaveProperty("disabled", true);
    expect(screen.getByRole("alert").textContent).toMatch(/^Mikrofon-Zugriff verweigert/);

    status.state = "granted";
    act(() => status.dispatchEvent(new Event("change")));
    expect(tile("Mikrofon")).toBe("Erlaubt");
    expect(startButton()).toHaveProperty("disabled", false);
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("reports a failed start: the signed URL, then the conversation itself", async () => {
    stubMicrophone();
    let signedUrlFails = true;
    serveVoice({
      signedUrl: () =>
        signedUrlFails
          ? json({ message: "Der Sprachdienst ist gerade nicht erreichbar." }, 503)
          : json(signedUrlResponse("elevenlabs")),
    });
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    const user = userEvent.setup();
    await user.click(startButton());
    expect(
      await screen.findByText(
        "Fehler beim Starten der Sitzung: Der Sprachdienst ist gerade nicht erreichbar.",
      ),
    ).toBeTruthy();
    expect(startButton()).toMatchObject({ textContent: "Session starten", disabled: false });

    signedUrlFails = false;
    await user.click(startButton());
    // Start clears the error (docs/product.md §2.10).
    expect(screen.queryByText(/^Fehler beim Starten/)).toBeNull();
    await voice.fail(new Error("Connection closed unexpectedly before session could be established."));
    expect(
      screen.getByText(
        "Fehler beim Starten der Sitzung: Connection closed unexpectedly before session could be established.",
      ),
    ).toBeTruthy();
    // ElevenLabs never gets the pupil's token.
    expect(voice.latest().request.dynamicVariables).not.toHaveProperty("lernfunke_access_token");
    expect(tile("Session Status")).toBe("Bereit");
  });

  it("shows the pupil why a third conversation is refused: the signed URL's 429 and the agent's close", async () => {
    // Decision 024: the server's German reason, not a generic failure.
    const reason =
      "Du hast schon zwei Gespräche offen. Beende zuerst eines, dann kannst du ein neues starten.";
    stubMicrophone();
    let refused = true;
    serveVoice({
      signedUrl: () =>
        refused
          ? json({ message: reason, code: "voice_conversation_limit" }, 429)
          : json(signedUrlResponse()),
    });
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    const user = userEvent.setup();
    await user.click(startButton());
    expect(await screen.findByText(`Fehler beim Starten der Sitzung: ${reason}`)).toBeTruthy();
    expect(startButton()).toMatchObject({ textContent: "Session starten", disabled: false });

    // A ticket fetched before the other two opened: the agent closes with the reason (4005),
    // which the SDK's startSession rejects with.
    refused = false;
    await user.click(startButton());
    await voice.fail(Object.assign(new Error(reason), { closeCode: 4005 }));
    expect(screen.getByText(`Fehler beim Starten der Sitzung: ${reason}`)).toBeTruthy();
    expect(tile("Session Status")).toBe("Bereit");
  });

  it("shows connection errors: from onError, and an abnormal disconnect without a message", async () => {
    stubMicrophone();
    serveVoice();
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    await userEvent.setup().click(startButton());
    await voice.connect();
    act(() => voice.latest().request.onError("Server error: Der Tutor ist ausgelastet."));
    expect(screen.getByText("Verbindungsfehler: Server error: Der Tutor ist ausgelastet.")).toBeTruthy();

    act(() =>
      voice.latest().request.onDisconnect({ reason: "error", message: "", context: { type: "close" } }),
    );
    expect(screen.getByText("Verbindungsfehler: Unbekannter Fehler")).toBeTruthy();
    expect(tile("Session Status")).toBe("Bereit");
    expect(startButton()).toHaveProperty("disabled", false);
  });

  it("sends uploaded files as prefixed messages and shows the files; at 3 files 'Dateien' is off", async () => {
    stubMicrophone();
    const png = testFile("bruch.png");
    const pdf = testFile("blatt.pdf");
    const txt = testFile("notizen.txt");
    let upload = 0;
    serveVoice({
      routes: {
        "POST /api/session-files/upload": () => {
          upload += 1;
          return json(
            upload === 1
              ? sessionUpload(
                  [{ file: png, result: imageResult("bruch.png", "Ein Arbeitsblatt: 3/4 + 1/8") }],
                  1,
                )
              : sessionUpload(
                  [
                    { file: pdf, result: documentResult("blatt.pdf", "Aufgabe 1") },
                    { file: txt, result: documentResult("notizen.txt", "Kürzen") },
                  ],
                  3,
                ),
          );
        },
      },
    });
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    const user = userEvent.setup();
    await user.click(startButton());
    const handle = await voice.connect();

    await user.click(filesButton());
    let dialog = within(await screen.findByRole("dialog"));
    await user.upload(fileInput("Dateien für deinen Tutor"), [png]);
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));
    await dialog.findByText("Hochgeladen. Dein Tutor schaut sich deine Dateien jetzt an.");
    expect(handle.sendUserMessage.mock.calls.map(([text]) => text)).toEqual([
      "[BILD ANALYSIERT: bruch.png] Ein Arbeitsblatt: 3/4 + 1/8",
      "Ich habe dir gerade eine Datei hochgeladen. Schau sie dir bitte an und lass uns über den Inhalt sprechen.",
    ]);
    await user.click(dialog.getByRole("button", { name: "Fertig" }));
    expect(screen.getByText("1/3 Dateien")).toBeTruthy();
    expect(within(log()).getByText("bruch.png")).toBeTruthy();
    expect(log().textContent).not.toContain("ANALYSIERT");

    // The connection has gone quietly: the tutor's fallback reply shows instead (docs/product.md §5.3).
    handle.isOpen.mockReturnValue(false);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await user.click(filesButton());
    dialog = within(await screen.findByRole("dialog"));
    await user.upload(fileInput("Dateien für deinen Tutor"), [pdf, txt]);
    await user.click(dialog.getByRole("button", { name: "Hochladen" }));
    await dialog.findByText("Hochgeladen. Dein Tutor schaut sich deine Dateien jetzt an.");
    await user.click(dialog.getByRole("button", { name: "Fertig" }));
    expect(handle.sendUserMessage).toHaveBeenCalledTimes(2);
    expect(
      within(log()).getByText(
        "Ich habe deine Dateien analysiert und kann jetzt darüber sprechen. Was möchtest du über den Inhalt wissen?",
      ),
    ).toBeTruthy();
    expect(screen.getByText("3/3 Dateien")).toBeTruthy();
    expect(filesButton()).toMatchObject({ disabled: true, title: "Maximum erreicht (3/3 Dateien)" });
    expect(tile("Nachrichten")).toBe("4");
  });

  it("without speech recognition: a typed conversation with spoken answers, which never asks to speak", async () => {
    stubMicrophone();
    serveVoice({ speechRecognition: false });
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    expect(await screen.findByRole("heading", { name: "Du schreibst, dein Tutor spricht" })).toBeTruthy();
    expect(subtitle()).toBe("Schreib mit deinem KI-Tutor");
    expect(screen.getByText("Schreiben:")).toBeTruthy();
    expect(screen.queryByText("Sprechen:")).toBeNull();
    expect(screen.queryByText(/Sprich /)).toBeNull();
    const field = screen.getByRole("textbox", { name: "Deine Nachricht an den KI-Tutor" });
    expect(field).toHaveProperty("disabled", true);

    const user = userEvent.setup();
    await user.click(startButton());
    const handle = await voice.connect();
    expect(within(log()).getByText("Schreib deine erste Frage ins Feld unten.")).toBeTruthy();
    expect(statusLine()).toBe("Du kannst jetzt schreiben.");
    expect(screen.queryByText(/sprechen\.|Ich höre zu/)).toBeNull();
    await user.type(field, "  Was ist ein Bruch?{Enter}");
    expect(handle.sendUserMessage).toHaveBeenCalledWith("Was ist ein Bruch?");
    expect(within(log()).getByText("Was ist ein Bruch?")).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe("");
  });

  it.each([
    {
      who: "the local agent asks the built-in tutor",
      backend: "local",
      name: "Übungs-Tutor (offline)",
      header: "Sprich mit deinem Übungs-Tutor (offline): Lernfunkes eingebauter Übungs-Tutor ohne KI-Dienst",
    },
    {
      who: "ElevenLabs' agent answers with its own model",
      backend: "elevenlabs",
      name: "KI-Tutor",
      header: "Sprich mit deinem KI-Tutor",
    },
  ] as const)(
    "names the tutor honestly when $who (docs/product.md §2.1)",
    async ({ backend, name, header }) => {
      stubMicrophone();
      serveVoice({ backend, offlineTutor: true });
      const voice = fakeVoiceService();
      await openVoice(voice.start);
      await vi.waitFor(() => expect(subtitle()).toBe(header));

      const user = userEvent.setup();
      await user.click(startButton());
      expect(statusLine()).toBe(`Die Verbindung zu deinem ${name} wird aufgebaut …`);
      await voice.connect();
      act(() => voice.latest().request.onModeChange({ mode: "speaking" }));
      expect(statusLine()).toBe(`Dein ${name} spricht …`);
    },
  );

  it("shows Pro Juventute's help card once the tutor's answer names 147, above the field, for the rest of the session", async () => {
    stubMicrophone();
    serveVoice({ speechRecognition: false });
    const voice = fakeVoiceService();
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, "scrollIntoView", {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      await openVoice(voice.start);
      const user = userEvent.setup();
      await user.click(startButton());
      await voice.connect();
      voice.say("ai", "Hallo! Worüber möchtest du sprechen?");
      const field = screen.getByRole("textbox", { name: "Deine Nachricht an den KI-Tutor" });
      await user.type(field, "ich will nicht mehr leben{Enter}");
      expect(helpCard()).toBeNull();

      voice.say("ai", CRISIS_ANSWER);
      const card = screen.getByRole("complementary", { name: HELP_CARD.title });
      expect(within(card).getByRole("link", { name: "147 anrufen" }).getAttribute("href")).toBe("tel:147");
      const site = within(card).getByRole("link", { name: /^147\.ch öffnen/ });
      expect(site.getAttribute("href")).toBe("https://www.147.ch");
      expect(site.getAttribute("target")).toBe("_blank");
      expect(within(card).getByText("Chat und E-Mail auf 147.ch")).toBeTruthy();
      // Outside the transcript's scrolling box, between it and the field; brought into view once.
      expect(log().contains(card)).toBe(false);
      expect(log().compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(card.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);

      // It stays: more answers, and after 'Stoppen' (the transcript stays too).
      voice.say("user", "Können wir weiterrechnen?");
      voice.say("ai", "Gern. Was ist drei Viertel plus ein Achtel?");
      await user.click(screen.getByRole("button", { name: "Stoppen" }));
      expect(screen.getAllByRole("complementary", { name: HELP_CARD.title })).toHaveLength(1);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, "scrollIntoView");
    }
  });

  it("shows no help card for ordinary answers, 147 as a sum, or 147 said by the pupil", async () => {
    stubMicrophone();
    serveVoice();
    const voice = fakeVoiceService();
    await openVoice(voice.start);
    await userEvent.setup().click(startButton());
    await voice.connect();
    voice.say("ai", "Hallo Mia! Was ist 7 mal 21?");
    voice.say("user", "147. Ruf mich an, Pro Juventute!");
    voice.say("ai", "Genau, 7 mal 21 ist 147. Und 7 mal 210?");
    voice.say("user", "1470");
    voice.say("ai", "Super, 1470 stimmt!");
    expect(within(log()).getAllByRole("listitem")).toHaveLength(5);
    expect(helpCard()).toBeNull();
    expect(screen.queryByRole("link", { name: "147 anrufen" })).toBeNull();
  });
});
