// The capacity section's load generator (bench/capacity.ts): pupils as timers on one keep-alive
// agent, not busy loops. A chat pupil sends a message every 20 s into their session (the
// client's request: the conversation so far, a new clientMessageId), reads the reply to its end,
// and between messages loads the session list, every third time the home screen as well
// (GET /api/onboarding, GET /api/sessions, as after sign-in, bench/school-morning.ts) one time in three. A voice
// pupil holds a conversation with the local agent (decision 018) the way the browser's SDK
// does: a ticket, the socket, the microphone's 25 ms chunks all the time (room noise), and every
// 20 s one second of "speech" (a tone) to which the agent answers over the fake speech services.
// Direct streams to the fake model, 5 a second, measure what the fake and this process add on
// their own under the same load: the app's added time is through-app minus direct.
// Samples count in a window: a request counts when it started inside it.
import type { Agent } from "node:http";
import WebSocket from "ws";
import type { ServerMessage } from "#server/voice/agent/protocol.ts";
import { pcm16ToBase64 } from "#server/voice/speech/pcm.ts";
import { chunks, mix, noise, tone } from "#server/voice/speech/test-signals.ts";
import { TURN_DEFAULTS } from "#server/voice/speech/vad.ts";
import {
  FIRST_SENTENCE_MS,
  FIRST_TOKEN_DELAY_MS,
  STT_DELAY_MS,
  TTS_FIRST_BYTE_DELAY_MS,
} from "./capacity-fakes.ts";
import { keepAliveAgent, request, requestJson, type SseEvent, sseRequest } from "./http.ts";
import { PUPIL_MESSAGES } from "./pupil-messages.ts";

export const MESSAGE_EVERY_MS = 20_000;
/** Every tenth pupil talks to the voice agent instead of typing. */
export const VOICE_SHARE = 10;
/** A new session after this many messages (a pupil moves on to another topic). */
const MESSAGES_PER_SESSION = 8;
/** The client sends at most this much of the conversation (the server reads the newest turn). */
const MAX_SENT_MESSAGES = 20;
const DIRECT_EVERY_MS = 200;
/** A voice reply that has not begun this long after the pupil's speech counts as an error. */
const VOICE_REPLY_TIMEOUT_MS = 15_000;
const CHUNK_MS = 25;
const ROOM_DB = -65;
const base64Frames = (pcm: Int16Array) =>
  chunks(pcm, (16_000 * CHUNK_MS) / 1000).map((c) => JSON.stringify({ user_audio_chunk: pcm16ToBase64(c) }));
/** One second of room noise, sent round and round between turns. */
const ROOM = base64Frames(noise(1000, ROOM_DB, 21));
/** One second of "speech": a -20 dBFS tone with the room under it. */
const SPEECH = base64Frames(mix(tone(1000, -20, 220), noise(1000, ROOM_DB, 22)));
/**
 * What a voice turn waits for besides the agent: the turn detector's silence window, the fake
 * recogniser, the fake model's first token and first sentence (at 30 tokens a second), the
 * fake voice's first byte.
 */
export const VOICE_FIXED_WAITS_MS = Math.round(
  TURN_DEFAULTS.endSilenceMs +
    STT_DELAY_MS +
    FIRST_TOKEN_DELAY_MS +
    FIRST_SENTENCE_MS +
    TTS_FIRST_BYTE_DELAY_MS,
);

export type Pupil = { token: string; base: string; index: number };

export type WindowSamples = {
  chatTtftMs: number[];
  directTtftMs: number[];
  voiceTurnOverheadMs: number[];
  sessionListMs: number[];
  homeMs: number[];
  chatMessages: number;
  voiceTurns: number;
  requests: number;
  errors: Record<string, number>;
};

const emptySamples = (): WindowSamples => ({
  chatTtftMs: [],
  directTtftMs: [],
  voiceTurnOverheadMs: [],
  sessionListMs: [],
  homeMs: [],
  chatMessages: 0,
  voiceTurns: 0,
  requests: 0,
  errors: {},
});

/**
 * A request on a kept-alive connection the server closed just then (its keep-alive timeout) fails
 * with ECONNRESET before any answer; browsers send it again on a new connection, so does this.
 * The time of the second try counts from the first.
 */
async function onceMore<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ECONNRESET" && code !== "EPIPE") throw error;
    return send();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const isDelta = (e: SseEvent) => e.event === "delta";
const hasContent = (e: SseEvent) => e.data !== "[DONE]" && e.data.includes('"content":"');

export function createLoad(options: { modelBaseURL: string; runTag: string }) {
  const agent: Agent = keepAliveAgent(8192);
  let running = true;
  let window: { from: number; open: boolean; samples: WindowSamples; inFlight: number } | null = null;
  const voicePupils = new Set<VoicePupil>();
  let count = 0;

  /** Counts a request started at `startedAt` in the open window; returns where its results go. */
  const track = (startedAt: number) => {
    const w = window;
    if (!w?.open || startedAt < w.from) return null;
    w.inFlight++;
    w.samples.requests++;
    let done = false;
    return {
      samples: w.samples,
      error: (kind: string) => {
        w.samples.errors[kind] = (w.samples.errors[kind] ?? 0) + 1;
      },
      finish: () => {
        if (!done) w.inFlight--;
        done = true;
      },
    };
  };

  const auth = (p: Pupil) => ({ authorization: `Bearer ${p.token}` });
  const browserHeaders = (p: Pupil) => ({ ...auth(p), "accept-encoding": "gzip, deflate, br, zstd" });

  async function get(p: Pupil, path: string): Promise<number | null> {
    const started = performance.now();
    const res = await onceMore(() =>
      request(`${p.base}${path}`, { agent, headers: browserHeaders(p) }),
    ).catch(() => null);
    return res && res.status === 200 ? performance.now() - started : null;
  }

  async function chatPupil(p: Pupil) {
    await sleep(Math.random() * MESSAGE_EVERY_MS);
    let sent = 0;
    let history: { text: string; sender: "user" | "tutor" }[] = [];
    while (running) {
      if (sent % MESSAGES_PER_SESSION === 0) history = [];
      const sessionId = `cap-${options.runTag}-${p.index}-${Math.floor(sent / MESSAGES_PER_SESSION)}`;
      const text = PUPIL_MESSAGES[sent % PUPIL_MESSAGES.length] ?? "Hallo";
      history.push({ text, sender: "user" });
      const startedAt = performance.now();
      const t = track(startedAt);
      if (t) t.samples.chatMessages++;
      const clientMessageId = crypto.randomUUID();
      let attemptAt = startedAt;
      const result = await onceMore(() => {
        attemptAt = performance.now();
        return sseRequest(
          `${p.base}/api/chat/stream`,
          {
            agent,
            headers: auth(p),
            body: {
              messages: history.slice(-MAX_SENT_MESSAGES),
              subject: "mathematik",
              sessionId,
              clientMessageId,
              sessionType: "chat",
            },
          },
          isDelta,
        );
      }).catch((error: NodeJS.ErrnoException) => error.code ?? error.message);
      sent++;
      const done = typeof result === "string" ? undefined : result.events.find((e) => e.event === "done");
      if (typeof result === "string" || result.status !== 200 || result.firstMs === null || !done) {
        t?.error(
          typeof result === "string"
            ? `chat failed: ${result}`
            : `chat ${result.status}${done ? "" : " without done"}`,
        );
        history.pop();
      } else {
        t?.samples.chatTtftMs.push(attemptAt - startedAt + result.firstMs);
        history.push({ text: (JSON.parse(done.data) as { message: string }).message, sender: "tutor" });
      }
      t?.finish();
      if (!running) return;
      // Reading the reply, then the session list (the side panel), one time in three the home screen.
      await sleep(2000 + Math.random() * 6000);
      if (!running) return;
      const loadedAt = performance.now();
      const l = track(loadedAt);
      if (Math.random() < 1 / 3) {
        const a = await get(p, "/api/onboarding");
        const b = a === null ? null : await get(p, "/api/sessions");
        if (a === null || b === null) l?.error("home");
        else l?.samples.homeMs.push(a + b);
      } else {
        const ms = await get(p, "/api/sessions");
        if (ms === null) l?.error("session list");
        else l?.samples.sessionListMs.push(ms);
      }
      l?.finish();
      await sleep(Math.max(1000, startedAt + MESSAGE_EVERY_MS - performance.now()));
    }
  }

  type VoicePupil = {
    p: Pupil;
    ws: WebSocket | null;
    ready: boolean;
    frame: number;
    toneLeft: number;
    lastToneAt: number;
    maxId: number;
    awaiting: "none" | "transcript" | "audio";
    transcriptId: number;
    turn: ReturnType<typeof track>;
  };

  function connect(v: VoicePupil) {
    requestJson<{ signedUrl: string }>(
      `${v.p.base}/api/elevenlabs/signed-url?subject=mathematik&sessionType=voice`,
      { agent, headers: auth(v.p) },
    ).then(
      ({ signedUrl }) => {
        const ws = new WebSocket(signedUrl, ["convai"], { perMessageDeflate: false });
        v.ws = ws;
        ws.on("open", () =>
          ws.send(
            JSON.stringify({
              type: "conversation_initiation_client_data",
              dynamic_variables: { lernfunke_access_token: v.p.token },
            }),
          ),
        );
        ws.on("message", (data) => onVoiceMessage(v, JSON.parse(data.toString()) as ServerMessage));
        ws.on("close", () => {
          v.ready = false;
          v.ws = null;
          if (!running) return;
          track(performance.now())?.error("voice socket closed");
          setTimeout(() => connect(v), 2000);
        });
        ws.on("error", () => undefined);
      },
      () => {
        track(performance.now())?.error("voice ticket");
        if (running) setTimeout(() => connect(v), 2000);
      },
    );
  }

  function onVoiceMessage(v: VoicePupil, message: ServerMessage) {
    const at = performance.now();
    if (message.type === "ping") {
      v.ws?.send(JSON.stringify({ type: "pong", event_id: message.ping_event.event_id }));
      return;
    }
    if (message.type === "conversation_initiation_metadata") v.ready = true;
    const id =
      message.type === "audio"
        ? message.audio_event.event_id
        : message.type === "user_transcript"
          ? message.user_transcription_event.event_id
          : message.type === "agent_response"
            ? message.agent_response_event.event_id
            : 0;
    if (v.awaiting === "transcript" && message.type === "user_transcript" && id > v.maxId) {
      v.awaiting = "audio";
      v.transcriptId = id;
    } else if (v.awaiting === "audio" && message.type === "audio" && id > v.transcriptId) {
      v.awaiting = "none";
      v.turn?.samples.voiceTurnOverheadMs.push(at - v.lastToneAt - VOICE_FIXED_WAITS_MS);
      v.turn?.finish();
    }
    v.maxId = Math.max(v.maxId, id);
  }

  async function voicePupil(p: Pupil) {
    const v: VoicePupil = {
      p,
      ws: null,
      ready: false,
      frame: 0,
      toneLeft: 0,
      lastToneAt: 0,
      maxId: 0,
      awaiting: "none",
      transcriptId: 0,
      turn: null,
    };
    voicePupils.add(v);
    connect(v);
    await sleep(Math.random() * MESSAGE_EVERY_MS);
    while (running) {
      const startedAt = performance.now();
      if (v.ready && v.awaiting === "none") v.toneLeft = SPEECH.length;
      await sleep(startedAt + MESSAGE_EVERY_MS - performance.now());
    }
  }

  // The microphones: one timer for all voice pupils, each sending the chunks due by the clock.
  const micStarted = performance.now();
  let micDue = 0;
  const mic = setInterval(() => {
    const due = Math.floor((performance.now() - micStarted) / CHUNK_MS);
    const chunksNow = Math.min(8, due - micDue);
    micDue = due;
    for (const v of voicePupils) {
      if (!v.ready || !v.ws) continue;
      for (let k = 0; k < chunksNow; k++) {
        if (v.toneLeft > 0) {
          v.ws.send(SPEECH[SPEECH.length - v.toneLeft] as string);
          v.toneLeft--;
          if (v.toneLeft === 0) {
            v.lastToneAt = performance.now();
            v.awaiting = "transcript";
            v.turn = track(v.lastToneAt);
            if (v.turn) v.turn.samples.voiceTurns++;
          }
        } else {
          v.ws.send(ROOM[v.frame++ % ROOM.length] as string);
        }
      }
      if (v.awaiting !== "none" && performance.now() - v.lastToneAt > VOICE_REPLY_TIMEOUT_MS) {
        v.awaiting = "none";
        v.turn?.error(`voice reply after ${VOICE_REPLY_TIMEOUT_MS / 1000} s`);
        v.turn?.finish();
      }
    }
  }, CHUNK_MS);

  // The floor: the fake model called directly from this process, on the same agent.
  const direct = setInterval(() => {
    const t = track(performance.now());
    sseRequest(
      `${options.modelBaseURL}/chat/completions`,
      { agent, body: { model: "bench", stream: true, messages: [{ role: "user", content: "Hallo" }] } },
      hasContent,
    ).then(
      (r) => {
        if (r.firstMs === null) t?.error("direct");
        else t?.samples.directTtftMs.push(r.firstMs);
        t?.finish();
      },
      () => {
        t?.error("direct");
        t?.finish();
      },
    );
  }, DIRECT_EVERY_MS);

  return {
    get pupils() {
      return count;
    },
    get voicePupils() {
      return voicePupils.size;
    },
    /** Starts pupils (every VOICE_SHARE-th one in voice); each begins at a random time in 20 s. */
    add(pupils: Pupil[]) {
      for (const p of pupils) {
        count++;
        void (p.index % VOICE_SHARE === VOICE_SHARE - 1 ? voicePupil(p) : chatPupil(p));
      }
    },
    openWindow() {
      window = { from: performance.now(), open: true, samples: emptySamples(), inFlight: 0 };
    },
    /** Stops counting new requests and waits (at most `graceMs`) for those already counted. */
    async closeWindow(graceMs: number): Promise<WindowSamples> {
      const w = window;
      if (!w) throw new Error("no window open");
      w.open = false;
      const until = performance.now() + graceMs;
      while (w.inFlight > 0 && performance.now() < until) await sleep(100);
      window = null;
      // Replies (or voice turns) still running: far slower than they should be, counted as failed.
      if (w.inFlight > 0) w.samples.errors[`not done ${graceMs / 1000} s after the window`] = w.inFlight;
      return w.samples;
    },
    async stop() {
      running = false;
      clearInterval(mic);
      clearInterval(direct);
      for (const v of voicePupils) v.ws?.terminate();
      // The pupils' loops end at their next wake-up; their requests in flight fail with the agent.
      agent.destroy();
    },
  };
}
