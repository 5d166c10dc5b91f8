import type { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import type { Authenticate } from "#server/auth/bearer.ts";
import type { ChatService } from "#server/features/chat/chat.service.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { MESSAGE_RATES } from "#server/voice/agent/message-rate.ts";
import {
  CLOSE,
  type InitiationData,
  MAX_FRAME_BYTES,
  tooManyConversationsClose,
} from "#server/voice/agent/protocol.ts";
import {
  type Begun,
  type DEFAULT_TIMING,
  type VoiceConversation,
  VoiceRefusal,
  voiceConversation,
} from "#server/voice/agent/voice-conversation.ts";
import type { SpeechToText, TextToSpeech } from "#server/voice/speech/speech.ts";
import type { TurnDetector } from "#server/voice/speech/vad.ts";
import { voiceFirstMessage } from "#server/voice/voice-prompt.ts";
import { VOICE_AGENT_PATH } from "#shared/contracts/voice.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import type { ConversationSlots } from "./conversation-slots.ts";
import type { VoiceTicket } from "./voice-tickets.ts";
import { voiceTutor } from "./voice-tutor.ts";

// The local voice agent's websocket (decision 018) on the Node HTTP server's `upgrade` event, at
// /api/voice/agent only. The browser's @elevenlabs/client opens `new WebSocket(signedUrl,
// ["convai"])` with the signed URL's one-time `?ticket=` (plus the SDK's source and version).
//
// Who may connect:
// - Origin: the page's own origin (the Origin's host is the request's Host), or PUBLIC_URL's
//   origin (a proxy that rewrites Host), or none (not a browser: no cross-site risk; the
//   ticket and token still decide). Any other origin gets HTTP 403: a foreign page must not
//   ride on a pupil's ticket.
// - The ticket is consumed once, as soon as the socket is open. An unknown, used or expired
//   ticket closes the socket with 4001 and a German reason rather than an HTTP 401: a refused
//   upgrade reaches the SDK as a bare socket error ("Connection closed unexpectedly …"), while
//   a close reason becomes the error message the voice screen shows.
// - The initiation message's dynamic_variables.lernfunke_access_token (the SDK cannot send
//   headers) is verified like a bearer token and must belong to the ticket's pupil: otherwise
//   4001. The token is never logged.
//
// How many (docs/decisions/024-voice-limits.md):
// - Per instance: at most `maxConversations` sockets at once; one more is closed at once with
//   1013 ("try again later") and a German reason, before its ticket is used.
// - Per pupil, across instances: once the pupil is known (ticket and token checked), the
//   conversation claims one of the pupil's slots in the database (conversation-slots.ts); with
//   none free it is closed with 4005 and the German reason. The slot is renewed every third of
//   its lease while the socket is open and released when it closes. The signed URL checks the
//   same count earlier (voice.service.ts), but tickets can be fetched ahead: this is the check
//   that holds.
// - Per socket: message rates (message-rate.ts, in voice-conversation.ts); a client closed for
//   a policy violation (1008) gets a short grace to finish the closing handshake, then the TCP
//   connection is cut, so a flooder cannot keep the server reading for ws's 30 s close timeout.
//   Its slot stays taken for a cool-down (in the database, so on every instance): a flooder
//   cannot simply reconnect with fresh buckets.

export type VoiceAgentDeps = {
  /** The one-time tickets of the signed URLs (voice-tickets.ts). */
  tickets: { consume(ticket: string): Promise<VoiceTicket | null> };
  /** The bearer middleware's verifier: an Authorization header → the pupil. */
  authenticate: Authenticate;
  /**
   * The chat and sessions services the routes use, the same instances (compose.ts builds each
   * once): with PGlite their caches are exact only while every write passes through them.
   */
  chat: ChatService;
  sessions: Pick<SessionsService, "find">;
  speech: { stt: SpeechToText | null; tts: TextToSpeech };
  turnDetector: () => Pick<TurnDetector, "push">;
  logger: Logger;
  /** The pupils' open conversations in the database (per-pupil cap across instances). */
  slots: ConversationSlots;
  /** VOICE_MAX_CONVERSATIONS_PER_INSTANCE. */
  maxConversations: number;
  /** PUBLIC_URL, whose origin may open the socket besides the page's own. */
  publicUrl?: string | undefined;
  timing?: Partial<typeof DEFAULT_TIMING>;
  rates?: Partial<typeof MESSAGE_RATES>;
};

/** After a 1008 the client has this long to complete the closing handshake. */
const POLICY_CLOSE_GRACE_MS = 2000;
/** After a 1008 the conversation's slot stays taken this long. */
export const POLICY_COOLDOWN_MS = 10_000;

/** One socket's claim on a pupil's slot: set once begin() has won it, released on close. */
type Connection = {
  closed: boolean;
  held: { userId: string; conversationId: string } | null;
  /** Closed for a policy violation: the slot cools down instead of being freed. */
  violated: boolean;
};

export const ACCESS_TOKEN_VARIABLE = "lernfunke_access_token";

/** `server`: the Node HTTP server (what @hono/node-server's serve() returns). */
export function attachVoiceAgent(server: EventEmitter, deps: VoiceAgentDeps) {
  const { logger } = deps;
  const publicOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : null;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    // ws would pick the first offered subprotocol: the SDK's is "convai" (checked again below).
    handleProtocols: (protocols) => (protocols.has("convai") ? "convai" : false),
  });
  const { slots } = deps;
  const live = new Set<VoiceConversation>();
  const releasing = new Set<Promise<void>>();
  let heldCount = 0;
  // Leases are renewed while this instance holds any; a failed renewal is retried next time
  // (a lease lasts three intervals).
  const heartbeat = setInterval(() => {
    if (heldCount === 0) return;
    slots.renew().catch((error: unknown) => logger.warn({ err: error }, "voice leases could not be renewed"));
  }, slots.leaseMs / 3);
  heartbeat.unref();

  function release(connection: Connection) {
    const { held } = connection;
    if (!held) return;
    connection.held = null;
    heldCount--;
    const done = (
      connection.violated
        ? slots.cool(held.userId, held.conversationId, POLICY_COOLDOWN_MS)
        : slots.release(held.userId, held.conversationId)
    )
      .catch((error: unknown) =>
        logger.warn({ err: error }, "voice slot could not be released; its lease runs out"),
      )
      .finally(() => releasing.delete(done));
    releasing.add(done);
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? "/", "http://agent.invalid");
    if (url.pathname !== VOICE_AGENT_PATH) {
      // Another listener may serve this path; with none, Node would leave the socket hanging.
      if (server.listenerCount("upgrade") === 1) refuse(socket, 404, "Nicht gefunden.");
      return;
    }
    if (!originAllowed(req, publicOrigin)) {
      logger.warn({ path: VOICE_AGENT_PATH, status: 403 }, "voice upgrade from a foreign origin refused");
      return refuse(socket, 403, "Diese Seite darf den Sprach-Tutor nicht verwenden.");
    }
    const offered = (req.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
    if (!offered.includes("convai")) return refuse(socket, 400, "Unbekanntes Protokoll.");
    const ticket = url.searchParams.get("ticket") ?? "";
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws, ticket));
  }

  function connect(ws: WebSocket, ticket: string) {
    if (live.size >= deps.maxConversations) {
      logger.warn({ open: live.size }, "voice connection refused: this instance is full");
      ws.on("error", () => undefined);
      ws.close(CLOSE.instanceFull.code, CLOSE.instanceFull.reason);
      return;
    }
    const connection: Connection = { closed: false, held: null, violated: false };
    // Listeners are attached at once: the SDK sends its initiation as soon as the socket opens.
    const claimed = deps.tickets.consume(ticket).catch((error: unknown) => {
      logger.error({ err: error }, "voice ticket could not be checked");
      throw new VoiceRefusal(CLOSE.internal);
    });
    const conversation = voiceConversation({
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
      close: (code, reason) => {
        ws.close(code, clip(reason));
        if (code === CLOSE.invalidMessage.code) {
          connection.violated = true;
          setTimeout(() => ws.terminate(), POLICY_CLOSE_GRACE_MS).unref();
        }
      },
      begin: (init) => begin(init, claimed, connection),
      stt: deps.speech.stt,
      tts: deps.speech.tts,
      turnDetector: deps.turnDetector(),
      logger,
      timing: deps.timing,
      rates: deps.rates,
    });
    live.add(conversation);
    // An invalid ticket is refused at once, without waiting for the initiation.
    claimed.then(
      (claims) => claims ?? conversation.refuse(CLOSE.invalidTicket),
      () => conversation.refuse(CLOSE.internal),
    );
    ws.on("message", (data, isBinary) => {
      if (isBinary) return conversation.refuse(CLOSE.invalidMessage);
      conversation.receive(Array.isArray(data) ? Buffer.concat(data).toString("utf8") : data.toString());
    });
    ws.on("close", (code) => {
      connection.closed = true;
      release(connection);
      live.delete(conversation);
      conversation.closed(code);
    });
    // ws closes the socket itself after an error (1009 for a frame over maxPayload).
    ws.on("error", (error) => logger.info({ err: error }, "voice socket error"));
  }

  async function begin(
    init: InitiationData,
    claimed: Promise<VoiceTicket | null>,
    connection: Connection,
  ): Promise<Begun> {
    const ticket = await claimed;
    if (!ticket) throw new VoiceRefusal(CLOSE.invalidTicket);
    const token = init.dynamic_variables?.[ACCESS_TOKEN_VARIABLE];
    if (typeof token !== "string" || !token) throw new VoiceRefusal(CLOSE.notSignedIn);
    let userId: string;
    try {
      userId = (await deps.authenticate(`Bearer ${token}`)).id;
    } catch (error) {
      if (error instanceof AppError && error.status >= 500) throw error;
      throw new VoiceRefusal(CLOSE.notSignedIn);
    }
    if (userId !== ticket.userId) throw new VoiceRefusal(CLOSE.otherPupil);
    const subject = findSubject(ticket.subjectId);
    if (!subject) throw new VoiceRefusal(CLOSE.unknownSubject);
    const stored = await deps.sessions.find(ticket.userId, ticket.sessionId);
    if (stored?.status === "COMPLETED") throw new VoiceRefusal(CLOSE.sessionCompleted);
    const conversationId = `conv_${crypto.randomUUID().replaceAll("-", "")}`;
    if (!(await slots.claim(userId, conversationId))) {
      throw new VoiceRefusal(tooManyConversationsClose(slots.perPupil));
    }
    connection.held = { userId, conversationId };
    heldCount++;
    // The socket closed while the slot was being claimed: give it back at once.
    if (connection.closed) release(connection);
    return {
      conversationId,
      firstMessage: voiceFirstMessage({
        subject,
        topic: ticket.options.topic ?? stored?.topic,
        preparation: stored?.preparation,
      }),
      tutor: voiceTutor(deps.chat, ticket),
      log: { sessionId: ticket.sessionId },
    };
  }

  server.on("upgrade", onUpgrade);
  return {
    /** Open conversations. */
    get connections() {
      return live.size;
    },
    /** Stops taking connections and closes the open ones (1001, German reason). */
    async close() {
      server.off("upgrade", onUpgrade);
      clearInterval(heartbeat);
      for (const conversation of live) conversation.shutdown();
      // ws calls back once every socket has closed; then their slots are given back, before
      // the database closes.
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await Promise.all([...releasing]);
    },
  };
}
export type VoiceAgent = ReturnType<typeof attachVoiceAgent>;

function originAllowed(req: IncomingMessage, publicOrigin: string | null): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === publicOrigin || url.host === req.headers.host;
  } catch {
    return false;
  }
}

function refuse(socket: Duplex, status: 400 | 403 | 404, message: string) {
  const text = { 400: "Bad Request", 403: "Forbidden", 404: "Not Found" }[status];
  const body = Buffer.from(message);
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${message}`,
  );
}

/** A close reason is at most 123 bytes of UTF-8 (RFC 6455 5.5.1). */
function clip(reason: string): string {
  let out = reason;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
}
