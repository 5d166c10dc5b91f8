import type { WebSocketLike } from "@hono/node-server";
import type { WSContext, WSEvents } from "hono/ws";
import { WebSocket, WebSocketServer } from "ws";
import type { Authenticate } from "#server/auth/bearer.ts";
import type { ChatService } from "#server/features/chat/chat.service.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
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
import { findSubject } from "#shared/domain/subjects.ts";
import type { ConversationSlots } from "./conversation-slots.ts";
import type { VoiceTicket } from "./voice-tickets.ts";
import { voiceTutor } from "./voice-tutor.ts";

// The local voice agent's conversations (decision 018), one per websocket that the route
// GET /api/voice/agent upgrades (voice-agent.routes.ts checks origin and subprotocol first).
// The browser's @elevenlabs/client opens `new WebSocket(signedUrl, ["convai"])` with the signed
// URL's one-time `?ticket=` (plus the SDK's source and version).
//
// Who may talk:
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
   * once), so the voice agent reads through the same hot reads (docs/decisions/031-hot-reads.md).
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
  timing?: Partial<typeof DEFAULT_TIMING>;
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

/**
 * The agent: the `ws` server that @hono/node-server upgrades into (serve's `websocket` option,
 * compose.ts) and, per socket, the events the route hands to upgradeWebSocket.
 */
export function voiceAgent(deps: VoiceAgentDeps) {
  const { logger } = deps;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    // ws would pick the first offered subprotocol: the SDK's is "convai" (the route checks it is
    // offered).
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

  /** One socket's events; `ticket` is the signed URL's `?ticket=`. */
  function socket(ticket: string): WSEvents<WebSocketLike> {
    const connection: Connection = { closed: false, held: null, violated: false };
    let conversation: VoiceConversation | null = null;
    return {
      onOpen(_event, ws) {
        if (live.size >= deps.maxConversations) {
          logger.warn({ open: live.size }, "voice connection refused: this instance is full");
          ws.close(CLOSE.instanceFull.code, CLOSE.instanceFull.reason);
          return;
        }
        conversation = converse(ws, ticket, connection);
        live.add(conversation);
      },
      // Messages sent before onOpen ran are held by @hono/node-server and delivered after it:
      // the SDK sends its initiation as soon as the socket opens.
      onMessage(event) {
        if (!conversation) return;
        if (typeof event.data !== "string") return conversation.refuse(CLOSE.invalidMessage);
        conversation.receive(event.data);
      },
      onClose(event) {
        connection.closed = true;
        release(connection);
        if (!conversation) return;
        live.delete(conversation);
        conversation.closed(event.code);
      },
      // ws closes the socket itself after an error (1009 for a frame over maxPayload).
      onError(event) {
        logger.info({ err: "error" in event ? event.error : event }, "voice socket error");
      },
    };
  }

  function converse(ws: WSContext<WebSocketLike>, ticket: string, connection: Connection) {
    const claimed = deps.tickets.consume(ticket).catch((error: unknown) => {
      logger.error({ err: error }, "voice ticket could not be checked");
      throw new VoiceRefusal(CLOSE.internal);
    });
    const conversation = voiceConversation({
      send: (message) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
      },
      close: (code, reason) => {
        ws.close(code, clip(reason));
        if (code === CLOSE.invalidMessage.code) {
          connection.violated = true;
          const { raw } = ws;
          if (raw instanceof WebSocket) setTimeout(() => raw.terminate(), POLICY_CLOSE_GRACE_MS).unref();
        }
      },
      begin: (init) => begin(init, claimed, connection),
      stt: deps.speech.stt,
      tts: deps.speech.tts,
      turnDetector: deps.turnDetector(),
      logger,
      timing: deps.timing,
    });
    // An invalid ticket is refused at once, without waiting for the initiation.
    claimed.then(
      (claims) => claims ?? conversation.refuse(CLOSE.invalidTicket),
      () => conversation.refuse(CLOSE.internal),
    );
    return conversation;
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

  let closing: Promise<void> | null = null;
  return {
    /** For serve's `websocket` option: the server @hono/node-server hands upgrades to. */
    server: wss,
    socket,
    /** Open conversations. */
    get connections() {
      return live.size;
    },
    /**
     * Stops taking connections (ws answers a later upgrade with 503) and closes the open ones
     * (1001, German reason). Once: a second call waits for the first.
     */
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        for (const conversation of live) conversation.shutdown();
        // ws calls back once every socket has closed; then their slots are given back, before
        // the database closes.
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await Promise.all([...releasing]);
      })();
      return closing;
    },
  };
}
export type VoiceAgent = ReturnType<typeof voiceAgent>;

/** A close reason is at most 123 bytes of UTF-8 (RFC 6455 5.5.1). */
function clip(reason: string): string {
  let out = reason;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
}
