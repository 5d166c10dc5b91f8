import { parseFileMessage } from "#server/ai/prompts/file-messages.ts";
import type { Logger } from "#server/lib/logger.ts";
import { base64ToPcm16, PcmFormatError } from "#server/voice/speech/pcm.ts";
import { AGENT_SAMPLE_RATE, type SpeechToText, type TextToSpeech } from "#server/voice/speech/speech.ts";
import type { TurnDetector } from "#server/voice/speech/vad.ts";
import { MESSAGE_RATES, tokenBucket } from "./message-rate.ts";
import {
  CLOSE,
  type ClientMessage,
  type CloseReason,
  type InitiationData,
  interruptionMessage,
  metadataMessage,
  parseClientMessage,
  pingMessage,
  type ServerMessage,
  userTranscriptMessage,
} from "./protocol.ts";
import { replySpeaker } from "./reply-speaker.ts";

// One connection of the local voice agent (decision 018), independent of the transport: frames
// come in through receive(), messages go out through send() and close(). The flow: the SDK's
// conversation_initiation_client_data → begin() (who is it, which session) → metadata → the
// first message spoken → then turns. A turn is a typed user_message, or speech: audio chunks →
// turn detector → speech recognition → user_transcript. The reply's text deltas are cut into
// sentences, each spoken as it is complete; the transcript gets the whole reply as one
// agent_response. Turns run one after another, so the stored order is the pupil's order.
//
// Interruption: when the pupil starts to speak or types while the tutor is still talking
// (generating, or the browser still playing what was sent), the reply is aborted, the client
// gets `interruption` with the reply's event id, and nothing of that reply is sent afterwards:
// the SDK plays every audio chunk it receives, whatever its event id. The next reply has a
// higher event id, so the SDK shows it as speaking again.

/**
 * One pupil turn → the tutor's reply as text deltas; nothing for a turn that is only stored.
 * The agent only needs this much of a tutor; the voice feature builds it over the chat service
 * (features/voice/voice-tutor.ts), so this engine never sees the chat or its database.
 */
export type VoiceTutor = {
  reply(text: string, signal: AbortSignal): AsyncIterable<string>;
};

/** What begin() found: the session's tutor and what it says first. */
export type Begun = {
  conversationId: string;
  firstMessage: string;
  tutor: VoiceTutor;
  /** Extra fields for this connection's log lines (no personal data). */
  log?: Record<string, unknown>;
};

/** Thrown by begin() to refuse the connection with this close code and German reason. */
export class VoiceRefusal extends Error {
  readonly close: CloseReason;
  constructor(close: CloseReason) {
    super(close.reason);
    this.close = close;
  }
}

export type VoiceConversationDeps = {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
  begin(init: InitiationData): Promise<Begun>;
  stt: SpeechToText | null;
  tts: TextToSpeech;
  /** Finds the pupil's turns in the microphone's PCM16 stream (speech/vad.ts). */
  turnDetector: Pick<TurnDetector, "push">;
  logger: Logger;
  /** Milliseconds, for latency and playback estimates. */
  now?: () => number;
  timing?: Partial<typeof DEFAULT_TIMING>;
  /** Per-socket message rates (message-rate.ts); tests may lower them. */
  rates?: Partial<typeof MESSAGE_RATES>;
};

export const DEFAULT_TIMING = {
  /** The SDK sends its initiation right after the socket opens. */
  initTimeoutMs: 10_000,
  pingIntervalMs: 10_000,
  /** Unanswered pings before the connection counts as gone. */
  maxMissedPongs: 3,
  /** Audio per message: 150 ms of PCM16 at 16 kHz is 4 800 bytes. */
  chunkMs: 150,
};

const MAX_EARLY_MESSAGES = 100;
/** Turns waiting for the one before them: a client sending far more is not the voice screen. */
const MAX_PENDING_TURNS = 20;
/**
 * The SDK sends microphone audio in real time. Audio beyond 1.5 × real time plus a 5 s burst is
 * dropped, so a client cannot make the agent transcribe hours of audio a minute.
 */
const AUDIO_RATE_FACTOR = 1.5;
const AUDIO_BURST_SAMPLES = 5 * AGENT_SAMPLE_RATE;
const SAY_AGAIN = "Ich habe dich gerade nicht verstanden. Sag es bitte noch einmal.";
const SOMETHING_WRONG = "Da ist bei mir etwas schiefgelaufen. Versuch es bitte gleich noch einmal.";

type Turn = { controller: AbortController; run(signal: AbortSignal): Promise<void> };

export function voiceConversation(deps: VoiceConversationDeps) {
  const { send: sendRaw, logger, stt, tts, turnDetector } = deps;
  const now = deps.now ?? (() => performance.now());
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const rates = { ...MESSAGE_RATES, ...deps.rates };
  const frameBudget = tokenBucket(rates.frames, now);
  const turnBudget = tokenBucket(rates.turns, now);

  let phase: "waiting" | "starting" | "open" | "closed" = "waiting";
  let begun: Begun | null = null;
  /** The SDK's textOnly: replies are sent as text only (as ElevenLabs does). */
  let textOnly = false;
  let log = logger;
  const early: ClientMessage[] = [];
  /** Replies and transcripts share one rising counter; pings have their own. */
  let eventId = 0;
  let pingId = 0;
  const pings = new Map<number, number>();
  let lastPingMs: number | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let starting: Promise<void> = Promise.resolve();
  let chain: Promise<void> = Promise.resolve();
  const turns = new Set<Turn>();
  /** The reply being produced or still playing in the browser. */
  let speaking: { id: number; producing: boolean } | null = null;
  const speaker = replySpeaker({ send, tts, now, chunkMs: timing.chunkMs, log: () => log });
  let openedAt = 0;
  let audioSamples = 0;
  const stats = {
    turns: 0,
    interruptions: 0,
    audioChunks: 0,
    ignoredAudioChunks: 0,
    badAudioChunks: 0,
    droppedAudioChunks: 0,
  };

  const initTimer = setTimeout(() => close(CLOSE.initTimeout), timing.initTimeoutMs);

  /** Read through a function: TypeScript narrows `phase` across awaits as if it could not change. */
  const isClosed = () => phase === "closed";

  function send(message: ServerMessage) {
    if (phase !== "closed") sendRaw(message);
  }

  function close(reason: CloseReason) {
    if (phase === "closed") return;
    stop(reason.code);
    deps.close(reason.code, reason.reason);
  }

  function stop(code: number) {
    const wasOpen = phase === "open";
    phase = "closed";
    clearTimeout(initTimer);
    clearInterval(pingTimer);
    for (const turn of turns) turn.controller.abort();
    if (wasOpen) log.info({ code, ...stats }, "voice connection closed");
  }

  async function start(init: InitiationData) {
    clearTimeout(initTimer);
    phase = "starting";
    textOnly = init.conversation_config_override?.conversation?.text_only === true;
    try {
      begun = await deps.begin(init);
    } catch (error) {
      if (error instanceof VoiceRefusal) {
        log.info({ code: error.close.code }, "voice connection refused");
        close(error.close);
      } else {
        log.error({ err: error }, "voice connection could not start");
        close(CLOSE.internal);
      }
      return;
    }
    if (isClosed()) return;
    log = logger.child({ conversationId: begun.conversationId, ...begun.log });
    phase = "open";
    openedAt = now();
    send(metadataMessage(begun.conversationId));
    pingTimer = setInterval(ping, timing.pingIntervalMs);
    const first = begun.firstMessage;
    enqueue((signal) => speakReply(single(first), signal));
    for (const message of early.splice(0)) handle(message);
  }

  function ping() {
    if (pings.size >= timing.maxMissedPongs) {
      log.info({ missed: pings.size }, "voice connection lost: no pongs");
      close(CLOSE.noPong);
      return;
    }
    const id = ++pingId;
    pings.set(id, now());
    send(pingMessage(id, lastPingMs));
  }

  function handle(message: ClientMessage) {
    switch (message.type) {
      case "user_audio_chunk":
        return hear(message.user_audio_chunk);
      case "user_message": {
        const text = message.text?.trim();
        if (!text) return;
        // A file's analysis is stored for the next turn; it does not cut the tutor off.
        if (!parseFileMessage(text)) interrupt();
        enqueue((signal) => speakReply(tutor().reply(text, signal), signal, now()));
        return;
      }
      case "contextual_update": {
        // Stored like a file's content: material for the model, never instructions.
        const text = message.text.trim();
        if (text) enqueue((signal) => drain(tutor().reply(`[DATEI-KONTEXT] ${text}`, signal)));
        return;
      }
      case "pong": {
        const sent = pings.get(message.event_id);
        if (sent === undefined) return;
        lastPingMs = Math.round(now() - sent);
        pings.clear();
        return;
      }
      case "feedback":
        // A like or dislike of one reply, for the log only: it changes nothing.
        log.info({ score: message.score, eventId: message.event_id }, "voice feedback");
        return;
      default:
        // user_activity, tool results, multimodal messages, a repeated initiation, unknown types.
        log.debug({ type: message.type }, "voice message ignored");
    }
  }

  function hear(base64: string) {
    stats.audioChunks++;
    if (!stt) {
      stats.ignoredAudioChunks++; // no speech recognition: the pupil types (the screen says so)
      return;
    }
    let pcm: Int16Array;
    try {
      pcm = base64ToPcm16(base64);
    } catch (error) {
      if (!(error instanceof PcmFormatError)) throw error;
      stats.badAudioChunks++;
      return;
    }
    const allowed = ((now() - openedAt) / 1000) * AGENT_SAMPLE_RATE * AUDIO_RATE_FACTOR + AUDIO_BURST_SAMPLES;
    if (audioSamples + pcm.length > allowed) {
      stats.droppedAudioChunks++;
      return;
    }
    audioSamples += pcm.length;
    for (const event of turnDetector.push(pcm)) {
      if (event.kind === "speech-start") {
        interrupt();
      } else {
        const heardAt = now();
        const audio = event.audio;
        enqueue((signal) => understand(audio, signal, heardAt));
      }
    }
  }

  async function understand(audio: Int16Array, signal: AbortSignal, heardAt: number) {
    let text: string;
    try {
      text = (await (stt as SpeechToText).transcribe(audio, signal)).trim();
    } catch (error) {
      if (signal.aborted) return;
      log.warn({ err: error }, "speech recognition failed");
      return speakReply(single(SAY_AGAIN), signal);
    }
    if (!text) return;
    send(userTranscriptMessage(text, ++eventId));
    return speakReply(tutor().reply(text, signal), signal, heardAt);
  }

  /** The pupil takes the turn: every queued and running turn is cut off. */
  function interrupt() {
    for (const turn of turns) turn.controller.abort();
    if (speaking && (speaking.producing || speaker.playing())) {
      stats.interruptions++;
      send(interruptionMessage(speaking.id));
    }
    speaking = null;
    speaker.flushed();
  }

  /** More messages than the voice screen ever sends (message-rate.ts): closed with 1008. */
  function flooded(budget: keyof typeof MESSAGE_RATES) {
    log.info({ budget }, "voice connection flooded");
    close(CLOSE.tooManyMessages);
  }

  function enqueue(run: Turn["run"]) {
    if (turns.size >= MAX_PENDING_TURNS) {
      log.info({ pending: turns.size }, "voice connection flooded");
      close(CLOSE.tooManyMessages);
      return;
    }
    const turn: Turn = { controller: new AbortController(), run };
    turns.add(turn);
    chain = chain.then(async () => {
      try {
        // A turn cut off before it started still runs: the pupil's words are stored.
        if (phase !== "closed") await turn.run(turn.controller.signal);
      } catch (error) {
        log.error({ err: error }, "voice turn failed");
        if (!turn.controller.signal.aborted && phase === "open") {
          await speakReply(single(SOMETHING_WRONG), turn.controller.signal).catch(() => undefined);
        }
      } finally {
        turns.delete(turn);
      }
    });
  }

  /**
   * Speaks a reply sentence by sentence while its text arrives, then sends the whole text. After
   * an abort nothing more is sent, but the text source is still read to its end (it stops at
   * once): a turn's storing happens inside it.
   */
  async function speakReply(source: AsyncIterable<string>, signal: AbortSignal, startedAt?: number) {
    const id = ++eventId;
    stats.turns++;
    const reply = { id, producing: true };
    if (!signal.aborted) speaking = reply;
    try {
      const spoken = await speaker.speak(source, { id, signal, textOnly, startedAt });
      if (startedAt !== undefined && !signal.aborted) log.info({ eventId: id, ...spoken }, "voice reply");
    } finally {
      reply.producing = false;
    }
  }

  function tutor(): VoiceTutor {
    if (!begun) throw new Error("voice conversation not started");
    return begun.tutor;
  }

  return {
    /** One websocket text frame from the browser. */
    receive(frame: string) {
      if (phase === "closed") return;
      // Before parsing: a flood must cost as little as possible (decision 024).
      if (!frameBudget.take()) return flooded("frames");
      const parsed = parseClientMessage(frame);
      if (!parsed.ok) {
        log.info({ problem: parsed.problem }, "voice message refused");
        close(CLOSE.invalidMessage);
        return;
      }
      const { message } = parsed;
      if ((message.type === "user_message" || message.type === "contextual_update") && !turnBudget.take()) {
        return flooded("turns");
      }
      if (phase === "waiting") {
        if (message.type !== "conversation_initiation_client_data") close(CLOSE.invalidMessage);
        else starting = start(message);
      } else if (phase === "starting") {
        early.push(message);
        if (early.length > MAX_EARLY_MESSAGES) close(CLOSE.invalidMessage);
      } else {
        handle(message);
      }
    },
    /** The socket closed (the pupil ended the session, or the network went away). */
    closed(code: number) {
      if (phase !== "closed") stop(code);
    },
    /** Ends the connection from the agent's side (an invalid ticket, a binary frame). */
    refuse(reason: CloseReason) {
      if (reason.code !== CLOSE.done.code) log.info({ code: reason.code }, "voice connection refused");
      close(reason);
    },
    /** The server is stopping. */
    shutdown() {
      close(CLOSE.shutdown);
    },
    /** Resolves when the start and every queued turn have finished (tests). */
    async idle() {
      for (;;) {
        const current = chain;
        await starting;
        await current;
        if (current === chain) return;
      }
    },
  };
}
export type VoiceConversation = ReturnType<typeof voiceConversation>;

async function* single(text: string): AsyncIterable<string> {
  yield text;
}

async function drain(source: AsyncIterable<string>) {
  for await (const _ of source);
}
