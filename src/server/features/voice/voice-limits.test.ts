import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as WsClient } from "ws";
import { voiceConversations } from "#server/db/schema/voice.ts";
import { CLOSE } from "#server/voice/agent/protocol.ts";
import { INSTANCE_FULL_MESSAGE } from "#server/voice/voice-limits.ts";
import { refusalOf, startText, until, upgradeStatus } from "#tests/support/voice-client.ts";
import { textOnlyInitiation } from "#tests/support/voice-initiation.ts";
import { startVoiceServer, useBrowserLikeWebSocket, type VoiceServer } from "#tests/support/voice-server.ts";
import { conversationSlots } from "./conversation-slots.ts";

// The voice limits of decision 024 on the real app, its database and real websockets: open
// conversations per pupil (across instances, in the database) and per instance, and message
// rates per socket. Every wait is for a state, never for a time.

const TWO_OPEN = "Du hast schon zwei Gespräche offen. Beende zuerst eines, dann kannst du ein neues starten.";

let server: VoiceServer;
let restoreWebSocket: () => void;

beforeAll(async () => {
  restoreWebSocket = useBrowserLikeWebSocket();
  server = await startVoiceServer();
});
afterAll(async () => {
  restoreWebSocket?.();
  await server?.close();
});

async function pupil() {
  const { session } = await server.signUp();
  return { token: session.access_token, id: session.user.id };
}

/** What the database counts for the pupil, whichever instance asks. */
const openFor = (userId: string) => conversationSlots(server.database.db, { perPupil: 2 }).open(userId);

const signedUrlStatus = (token: string) =>
  server.json("GET", "/api/elevenlabs/signed-url?subject=mathematik", undefined, token);

/** A plain websocket client speaking the SDK's protocol, for what the SDK would never send. */
function rawClient(signedUrl: string, token: string) {
  const ws = new WsClient(signedUrl, ["convai"]);
  const state = { metadata: false, closed: null as { code: number; reason: string } | null };
  ws.on("open", () => ws.send(textOnlyInitiation(token)));
  ws.on("message", (data) => {
    if ((JSON.parse(data.toString()) as { type: string }).type === "conversation_initiation_metadata") {
      state.metadata = true;
    }
  });
  ws.on("close", (code, reason) => {
    state.closed = { code, reason: reason.toString() };
  });
  ws.on("error", () => undefined);
  return { ws, state, send: (message: unknown) => ws.send(JSON.stringify(message)) };
}

describe("open conversations per pupil", () => {
  it("refuses a pupil's third conversation in German while another pupil still gets one; after ending one a new one opens", async () => {
    const mia = await pupil();
    const noah = await pupil();
    // Tickets fetched ahead, while nothing is open: the agent's check is the one that holds.
    const tickets = [
      await server.signedUrl(mia.token),
      await server.signedUrl(mia.token),
      await server.signedUrl(mia.token),
    ];
    const first = await startText(mia.token, tickets[0]?.signedUrl ?? "");
    const second = await startText(mia.token, tickets[1]?.signedUrl ?? "");
    expect(await openFor(mia.id)).toBe(2);

    expect(await refusalOf(startText(mia.token, tickets[2]?.signedUrl ?? ""))).toEqual({
      message: TWO_OPEN,
      code: 4005,
    });
    // Asking for a new one says the same, before anything connects.
    const refused = await signedUrlStatus(mia.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TWO_OPEN, code: "voice_conversation_limit" });

    // Another pupil is not affected.
    const noahs = await startText(noah.token, (await server.signedUrl(noah.token)).signedUrl);
    expect(noahs.conversation.isOpen()).toBe(true);

    // The pupil ends one: a new one may start.
    await first.conversation.endSession();
    await until(async () => (await openFor(mia.id)) === 1, "the ended conversation's slot to be free");
    const third = await startText(mia.token, (await server.signedUrl(mia.token)).signedUrl);
    await until(() => third.messages.length >= 1, "the tutor's first words");
    expect(third.messages[0]?.message).toContain("Funki");

    await Promise.all([second, third, noahs].map((c) => c.conversation.endSession()));
    await until(async () => (await openFor(mia.id)) === 0, "every slot to be free");
  });

  it("counts another live instance's conversations, but not those of an instance whose lease ran out", async () => {
    const mia = await pupil();
    // A crashed instance's two conversations: their leases ended ten minutes ago.
    const dead = conversationSlots(server.database.db, {
      perPupil: 2,
      instanceId: "dead-instance",
      clock: () => new Date(Date.now() - 10 * 60_000),
    });
    expect(await dead.claim(mia.id, "conv_dead_1")).toBe(true);
    expect(await dead.claim(mia.id, "conv_dead_2")).toBe(true);
    expect(await openFor(mia.id)).toBe(0);

    const one = await startText(mia.token, (await server.signedUrl(mia.token)).signedUrl);
    const two = await startText(mia.token, (await server.signedUrl(mia.token)).signedUrl);
    expect(await openFor(mia.id)).toBe(2);
    await one.conversation.endSession();
    await until(async () => (await openFor(mia.id)) === 1, "the slot to be free");

    // Another instance on the same database, alive, holds the pupil's other slot.
    const other = conversationSlots(server.database.db, { perPupil: 2, instanceId: "other-instance" });
    expect(await other.claim(mia.id, "conv_elsewhere")).toBe(true);
    expect((await signedUrlStatus(mia.token)).status).toBe(429);

    // It ends there: the pupil may start one here again.
    await other.release(mia.id, "conv_elsewhere");
    const three = await startText(mia.token, (await server.signedUrl(mia.token)).signedUrl);
    expect(three.conversation.isOpen()).toBe(true);
    await Promise.all([two, three].map((c) => c.conversation.endSession()));
  });
});

describe("open conversations per instance", () => {
  it("asks the next pupil to try again later when the instance is full", async () => {
    const small = await startVoiceServer(
      { VOICE_MAX_CONVERSATIONS_PER_INSTANCE: "1" },
      { database: server.database },
    );
    try {
      const mia = await pupil();
      const noah = await pupil();
      const mias = await startText(mia.token, (await small.signedUrl(mia.token)).signedUrl);
      expect(await refusalOf(startText(noah.token, (await small.signedUrl(noah.token)).signedUrl))).toEqual({
        message: INSTANCE_FULL_MESSAGE,
        code: 1013,
      });
      await mias.conversation.endSession();
      await until(() => small.agent.connections === 0, "the instance to be empty");
      const noahs = await startText(noah.token, (await small.signedUrl(noah.token)).signedUrl);
      expect(noahs.conversation.isOpen()).toBe(true);
      await noahs.conversation.endSession();
    } finally {
      await small.close();
    }
  });
});

describe("shutting down", () => {
  it("closes every open conversation with 1001 and the German reason, gives its slot back and opens no new one", async () => {
    const leaving = await startVoiceServer({}, { database: server.database });
    try {
      const mia = await pupil();
      const open = rawClient((await leaving.signedUrl(mia.token)).signedUrl, mia.token);
      await until(() => open.state.metadata, "the metadata");
      expect(await openFor(mia.id)).toBe(1);
      const next = (await leaving.signedUrl(mia.token)).signedUrl;

      await leaving.agent.close();
      expect(await openFor(mia.id)).toBe(0);
      await until(() => open.state.closed, "the conversation to be closed");
      expect(open.state.closed).toEqual(CLOSE.shutdown);
      // The HTTP server still answers (main.ts closes it next); a websocket no longer opens.
      expect(await upgradeStatus(next)).toBe(503);
    } finally {
      await leaving.close();
    }
  });
});

describe("message rates per socket", () => {
  it("closes a socket that floods with 1008 and the German reason; another pupil's conversation keeps working", async () => {
    const mia = await pupil();
    const noah = await pupil();
    const noahs = await startText(noah.token, (await server.signedUrl(noah.token)).signedUrl);
    await until(() => noahs.messages.length >= 1, "noah's greeting");

    // Frames of any kind, far faster than the SDK ever sends (it sends ~40 a second).
    const frames = rawClient((await server.signedUrl(mia.token)).signedUrl, mia.token);
    await until(() => frames.state.metadata, "the flooder's metadata");
    for (let i = 0; i < 2000 && !frames.state.closed; i++) frames.send({ type: "user_activity" });
    await until(() => frames.state.closed, "the flooder to be closed");
    expect(frames.state.closed).toEqual(CLOSE.tooManyMessages);

    // Typed turns, each stored and answered: far fewer get through.
    const turns = rawClient((await server.signedUrl(mia.token)).signedUrl, mia.token);
    await until(() => turns.state.metadata, "the second flooder's metadata");
    for (let i = 0; i < 50; i++) turns.send({ type: "user_message", text: `Frage ${i}` });
    await until(() => turns.state.closed, "the second flooder to be closed");
    expect(turns.state.closed).toEqual(CLOSE.tooManyMessages);
    expect(server.logs.filter((l) => l.msg === "voice connection flooded").map((l) => l.budget)).toEqual(
      expect.arrayContaining(["frames", "turns"]),
    );
    // Both of the flooder's slots cool down (in the database, for every instance) instead of
    // being freed: coming straight back on a fresh socket is refused.
    await until(async () => {
      const rows = await server.database.db
        .select({ instanceId: voiceConversations.instanceId })
        .from(voiceConversations)
        .where(eq(voiceConversations.userId, mia.id));
      return rows.length === 2 && rows.every((row) => row.instanceId === "");
    }, "the flooder's slots to cool down");
    expect((await signedUrlStatus(mia.token)).status).toBe(429);

    // Noah, meanwhile, is still heard and answered.
    expect(noahs.disconnects).toEqual([]);
    noahs.conversation.sendUserMessage("Was ist 3/4 + 1/8?");
    await until(() => noahs.messages.length >= 2, "noah's reply");
    expect(noahs.messages[1]?.role).toBe("agent");
    await noahs.conversation.endSession();
  });
});
