import { once } from "node:events";
import { connect } from "node:net";
import { type DisconnectionDetails, type IncomingSocketEvent, WebSocketConnection } from "@elevenlabs/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { CLOSE } from "#server/voice/agent/protocol.ts";
import { isHelplineAnswer } from "#shared/domain/helpline.ts";
import { refusalOf, startText, until, upgradeStatus } from "#tests/support/voice-client.ts";
import { startVoiceServer, useBrowserLikeWebSocket, type VoiceServer } from "#tests/support/voice-server.ts";
import { voiceTickets } from "./voice-tickets.ts";

// The local voice agent against the real @elevenlabs/client running in Node (its TextConversation,
// and its WebSocketConnection for audio, which needs no audio hardware), on the real app with its
// database, the offline tutor and the offline voice (eSpeak NG). Spoken turns through the real
// turn detector and the speech clients: voice-speech.test.ts.

const PING_MS = 100;
let server: VoiceServer;
let mia: { token: string; id: string };
let noah: { token: string; id: string };

let restoreWebSocket: () => void;

beforeAll(async () => {
  restoreWebSocket = useBrowserLikeWebSocket();
  server = await startVoiceServer({}, { voiceTiming: { pingIntervalMs: PING_MS, maxMissedPongs: 2 } });
  const [a, b] = await Promise.all([server.signUp(), server.signUp()]);
  mia = { token: a.session.access_token, id: a.session.user.id };
  noah = { token: b.session.access_token, id: b.session.user.id };
});
afterAll(async () => {
  restoreWebSocket?.();
  await server?.close();
});

/** The SDK's websocket connection, as the voice conversation uses it (audio included). */
async function startRaw(token: string, signedUrl: string, answerPings = true) {
  const connection = await WebSocketConnection.create({
    signedUrl,
    dynamicVariables: { lernfunke_access_token: token },
  });
  const events: IncomingSocketEvent[] = [];
  const disconnects: DisconnectionDetails[] = [];
  connection.onMessage((event) => {
    events.push(event);
    if (answerPings && event.type === "ping") {
      connection.sendMessage({ type: "pong", event_id: event.ping_event.event_id });
    }
  });
  connection.onDisconnect((d) => disconnects.push(d));
  return { connection, events, disconnects };
}

describe("the local voice agent with @elevenlabs/client", () => {
  it("starts a session, answers a typed question and stores both turns in a voice session", async () => {
    const { signedUrl, sessionId } = await server.signedUrl(mia.token);
    const { conversation, messages, events, disconnects } = await startText(mia.token, signedUrl);
    expect(conversation.getId()).toMatch(/^conv_[0-9a-f]{32}$/);
    await until(() => messages.length >= 1, "the first message");
    expect(messages[0]).toMatchObject({ role: "agent" });
    expect(messages[0]?.message).toContain("Funki");

    conversation.sendUserMessage("Was ist 3/4 + 1/8?");
    await until(() => messages.length >= 2, "the reply");
    const reply = messages[1]?.message ?? "";
    expect(reply).toMatch(/\d\/\d/);
    expect(reply).not.toMatch(/[\\$]/); // no LaTeX in the transcript
    expect(events.filter((e) => e.type === "audio")).toEqual([]); // textOnly: no voice
    expect(events[0]?.type).toBe("agent_response"); // metadata is consumed by the handshake

    await conversation.endSession();
    expect(disconnects).toEqual([{ reason: "user" }]);
    await until(
      () => server.logs.some((l) => l.msg === "voice connection closed" && l.code === 1000),
      "the agent to see the close",
    );

    const stored = await server.json("GET", `/api/sessions/${sessionId}`, undefined, mia.token);
    expect(stored.status).toBe(200);
    expect(stored.body.session.type).toBe("VOICE");
    expect(
      stored.body.session.conversationTranscript.map((t: { type: string; text: string }) => [t.type, t.text]),
    ).toEqual([
      ["user", "Was ist 3/4 + 1/8?"],
      ["assistant", expect.stringContaining("/")],
    ]);
    // The access token travels in the initiation; it is never logged.
    expect(JSON.stringify(server.logs)).not.toContain(mia.token);
  });

  it("stores the voice screen's file messages and answers only the message after them", async () => {
    const { signedUrl, sessionId } = await server.signedUrl(mia.token);
    const { conversation, messages } = await startText(mia.token, signedUrl);
    await until(() => messages.length >= 1, "the first message");
    conversation.sendUserMessage("[DOKUMENT ANALYSIERT: bruch.txt] Aufgabe 4: Berechne 2/3 + 1/6.");
    conversation.sendUserMessage("Ich habe eine Datei hochgeladen. Schau sie dir bitte an.");
    await until(() => messages.length >= 2, "the reply");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages).toHaveLength(2);
    await conversation.endSession();

    const stored = await server.json("GET", `/api/sessions/${sessionId}`, undefined, mia.token);
    expect(stored.body.session.conversationTranscript.map((t: { type: string }) => t.type)).toEqual([
      "user",
      "user",
      "assistant",
    ]);
    expect(stored.body.session.conversationTranscript[0].text).toMatch(
      /^\[DOKUMENT ANALYSIERT: bruch\.txt\]/,
    );
  });

  it("answers a crisis with Pro Juventute 147 before any model, stays caring, and records it on the session", async () => {
    const { signedUrl, sessionId } = await server.signedUrl(mia.token);
    const { conversation, messages } = await startText(mia.token, signedUrl);
    await until(() => messages.length >= 1, "the first message");
    conversation.sendUserMessage("ich will mich umbringen");
    await until(() => messages.length >= 2, "the reply");
    expect(messages[1]?.message).toMatch(/147/);
    // What the voice screen reads to show the help card.
    expect(isHelplineAnswer(messages[1]?.message ?? "")).toBe(true);
    // Care mode in voice too: the next turn gets a short, warm reply with 147, not a task.
    conversation.sendUserMessage("okay");
    await until(() => messages.length >= 3, "the care reply");
    expect(messages[2]?.message).toMatch(/147\.ch/);
    expect(messages[2]?.message).not.toMatch(/Aufgabe|nicht verstanden/);
    await conversation.endSession();
    const [row] = await server.database.db
      .select({ safetyEvents: tutoringSessions.safetyEvents })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.publicId, sessionId));
    expect(row?.safetyEvents).toEqual([
      { kind: expect.any(String), source: "rules", at: expect.any(String) },
    ]);
  });

  it("speaks: even-length PCM, and after an interruption only newer audio (offline tutor and voice)", async () => {
    const { signedUrl } = await server.signedUrl(mia.token);
    const { connection, events } = await startRaw(mia.token, signedUrl);
    expect(connection.outputFormat).toEqual({ format: "pcm", sampleRate: 16_000 });
    expect(connection.inputFormat).toEqual({ format: "pcm", sampleRate: 16_000 });
    await until(() => events.some((e) => e.type === "audio"), "the first message's audio", 20_000);
    const greeting = events.find((e) => e.type === "audio");
    const greetingId = greeting?.type === "audio" ? greeting.audio_event.event_id : -1;

    const sentAt = performance.now();
    connection.sendMessage({ type: "user_message", text: "Was ist 3/4 + 1/8?" });
    await until(() => events.some((e) => e.type === "interruption"), "the interruption");
    const cut = events.findIndex((e) => e.type === "interruption");
    expect(events[cut]).toEqual({ type: "interruption", interruption_event: { event_id: greetingId } });
    let firstAudioMs = -1;
    await until(() => {
      const audio = events.slice(cut).find((e) => e.type === "audio");
      if (audio && firstAudioMs < 0) firstAudioMs = performance.now() - sentAt;
      return events.slice(cut).some((e) => e.type === "agent_response");
    }, "the reply");
    await new Promise((resolve) => setTimeout(resolve, 200));
    connection.close();

    const after = events.slice(cut + 1);
    const audio = after.flatMap((e) => (e.type === "audio" ? [e.audio_event] : []));
    expect(audio.length).toBeGreaterThan(0);
    for (const a of audio) expect(a.event_id).toBeGreaterThan(greetingId);
    for (const e of events) {
      if (e.type !== "audio") continue;
      const bytes = Buffer.from(e.audio_event.audio_base_64, "base64").length;
      expect(bytes % 2).toBe(0);
      expect(bytes).toBeGreaterThan(0);
    }
    const response = after.find((e) => e.type === "agent_response");
    expect(response?.type === "agent_response" && response.agent_response_event.event_id).toBe(
      audio[0]?.event_id,
    );
    // Informational: the time from the typed question to the first audio of the answer.
    console.info(
      `voice agent: user_message → first audio ${Math.round(firstAudioMs)} ms (offline tutor + eSpeak)`,
    );
  });

  it("pings with rising event ids; the SDK's pongs keep the session, silence ends it with 4002", async () => {
    const text = await startText(mia.token, (await server.signedUrl(mia.token)).signedUrl);
    const raw = await startRaw(mia.token, (await server.signedUrl(mia.token)).signedUrl, false);
    await new Promise((resolve) => setTimeout(resolve, PING_MS * 5));
    const ids = text.events.flatMap((e) => (e.type === "ping" ? [e.ping_event.event_id] : []));
    expect(ids.slice(0, 3)).toEqual([1, 2, 3]);
    expect(text.disconnects).toEqual([]);
    expect(text.conversation.isOpen()).toBe(true);
    // Without pongs: closed by the agent, which the SDK reports as an error with the reason.
    await until(() => raw.disconnects.length > 0, "the silent client to be dropped");
    expect(raw.disconnects[0]).toMatchObject({
      reason: "error",
      message: CLOSE.noPong.reason,
      closeCode: 4002,
    });
    await text.conversation.endSession();
  });

  describe("who may connect", () => {
    it("sees a session completed through the routes: the socket shares the routes' services", async () => {
      // compose.ts builds each service once (decision 028). Were the socket handed a sessions
      // service of its own, with PGlite its cache would still hold the session as open after the
      // first conversation, and the second ticket would be accepted.
      const sessionId = `voice_${Date.now()}_shared`;
      const query = { subject: "mathematik", sessionId };
      const created = await server.json(
        "POST",
        "/api/sessions",
        { id: sessionId, subjectId: "mathematik", type: "voice" },
        mia.token,
      );
      expect(created.status).toBe(201);
      const [first, second] = [
        await server.signedUrl(mia.token, query),
        await server.signedUrl(mia.token, query),
      ];
      const open = await startText(mia.token, first.signedUrl);
      await until(() => open.messages.length >= 1, "the first message");
      await open.conversation.endSession();
      const done = await server.json(
        "POST",
        `/api/sessions/${sessionId}/complete`,
        { conversationTranscript: [], sessionType: "voice" },
        mia.token,
      );
      expect(done.status).toBe(200);
      expect(await refusalOf(startText(mia.token, second.signedUrl))).toEqual({
        message: CLOSE.sessionCompleted.reason,
        code: CLOSE.sessionCompleted.code,
      });
    });

    it("refuses a used ticket, with the German reason as the SDK's error", async () => {
      const { signedUrl } = await server.signedUrl(mia.token);
      const first = await startText(mia.token, signedUrl);
      await first.conversation.endSession();
      expect(await refusalOf(startText(mia.token, signedUrl))).toEqual({
        message: CLOSE.invalidTicket.reason,
        code: 4001,
      });
    });

    it("refuses an expired ticket and one that never existed", async () => {
      const tickets = voiceTickets(server.database.db, { ttlMs: 1 });
      const ticket = await tickets.issue(mia.id, {
        sessionId: "voice_1_expired",
        subjectId: "mathematik",
        options: {},
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const base = `${server.url.replace("http", "ws")}/api/voice/agent`;
      expect(await refusalOf(startText(mia.token, `${base}?ticket=${ticket}`))).toMatchObject({ code: 4001 });
      expect(await refusalOf(startText(mia.token, `${base}?ticket=${"A".repeat(43)}`))).toMatchObject({
        code: 4001,
      });
      expect(await refusalOf(startText(mia.token, base))).toMatchObject({ code: 4001 });
    });

    it("refuses another pupil's token, and a missing or invalid one", async () => {
      expect(await refusalOf(startText(noah.token, (await server.signedUrl(mia.token)).signedUrl))).toEqual({
        message: "Diese Verbindung gehört zu einer anderen Anmeldung.",
        code: 4001,
      });
      expect(await refusalOf(startText("", (await server.signedUrl(mia.token)).signedUrl))).toEqual({
        message: CLOSE.notSignedIn.reason,
        code: 4001,
      });
      expect(
        await refusalOf(startText(`${mia.token}x`, (await server.signedUrl(mia.token)).signedUrl)),
      ).toMatchObject({ code: 4001 });
    });

    it("refuses a foreign origin, another path and a socket without the convai protocol over HTTP", async () => {
      const { signedUrl } = await server.signedUrl(mia.token);
      const base = server.url.replace("http", "ws");
      expect(await upgradeStatus(signedUrl, ["convai"], "https://evil.example")).toBe(403);
      expect(await upgradeStatus(`${base}/api/other`)).toBe(404);
      expect(await upgradeStatus(`${base}/health`)).toBe(404);
      expect(await upgradeStatus(signedUrl, ["chat"])).toBe(400);
      // The page's own origin passes (and uses up the ticket).
      expect(await upgradeStatus(signedUrl, ["convai"], server.url)).toBe(101);
    });

    it("answers an upgrade to another protocol as an ordinary request instead of leaving it hanging", async () => {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), "127.0.0.1");
      socket.write("GET /health HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n");
      const [answer] = await once(socket.setEncoding("utf8"), "data");
      socket.destroy();
      expect(String(answer)).toMatch(/^HTTP\/1\.1 200 /);
    });
  });
});
