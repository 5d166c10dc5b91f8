// The local voice agent (decision 018) over its websocket, spoken the way the browser's
// @elevenlabs/client speaks it: a ticket from GET /api/elevenlabs/signed-url, subprotocol
// "convai", the initiation with the pupil's access token, pongs for the agent's pings. The app
// runs as a child process (node src/server/main.ts) as in the other parts; the client is `ws`.
// (1) The keyless set-up (offline tutor, offline eSpeak NG voice, no speech recognition): a typed
//     turn (user_message) to the first `audio` message.
// (2) Fixed-delay fakes in this process (speech recognition, the model's first token, the
//     voice's first byte): what the agent adds to a typed turn and to a spoken one (PCM chunks →
//     end of turn → user_transcript → reply), the fakes' delays subtracted.
// (3) Memory per idle connection with 200 open, after a forced GC in the server: the child gets
//     --expose-gc and a small preload through NODE_OPTIONS; SIGUSR2 makes it collect and write
//     process.memoryUsage() to a file. One pupil opens all 200, so this run lifts the voice
//     limits (decision 024).
// (4) /health while one socket floods the agent (bench/voice-flood.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import type { ServerMessage } from "#server/voice/agent/protocol.ts";
import { pcm16ToBase64 } from "#server/voice/speech/pcm.ts";
import { chunks, mix, noise, tone } from "#server/voice/speech/test-signals.ts";
import { TURN_DEFAULTS } from "#server/voice/speech/vad.ts";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import { safetyDecide } from "#tests/mocks/fake-safety.ts";
import { type FakeSpeechServer, startFakeSpeechServer } from "#tests/mocks/fake-speech-server.ts";
import { type AppServer, signUpPupils, startApp } from "./app-server.ts";
import { keepAliveAgent, requestJson } from "./http.ts";
import { PUPIL_MESSAGES } from "./pupil-messages.ts";
import { latency, pool, progress, round } from "./stats.ts";
import { voiceFloodBench } from "./voice-flood.ts";

const OFFLINE_TURNS = 30;
const TYPED_TURNS = 30;
const SPOKEN_TURNS = 24;
/** Turns before the measured ones on the fakes' set-up (JIT, first connections upstream). */
const WARMUP = 2;
const CONNECTIONS = 200;
const CONNECT_CONCURRENCY = 20;
const TARGET_OFFLINE_P95_MS = 250;
const TARGET_OVERHEAD_P95_MS = 30;
const STT_DELAY_MS = 100;
const FIRST_TOKEN_DELAY_MS = 150;
const TTS_FIRST_BYTE_DELAY_MS = 100;
const END_SILENCE_MS = TURN_DEFAULTS.endSilenceMs;
/** The SDK sends 25 ms of microphone audio per message (400 samples at 16 kHz). */
const CHUNK_MS = 25;
/** A reply is over when its agent_response is in and no audio came for this long (offline). */
const OFFLINE_QUIET_MS = 250;
const WAIT_MS = 20_000;
/** The fake model's reply: two sentences, so the first is spoken while the text still streams. */
const FAKE_REPLY = "Gute Frage, das schauen wir uns zusammen an. Was weisst du schon darüber?";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A received message, without its audio (200 clients keep their events). */
type Received = { at: number; type: string; id: number; samples: number };

type VoiceClient = Awaited<ReturnType<typeof openVoiceClient>>;

/** Opens the agent's socket, sends the initiation and resolves at the metadata message. */
async function openVoiceClient(signedUrl: string, accessToken: string) {
  const started = performance.now();
  const ws = new WebSocket(signedUrl, ["convai"], { perMessageDeflate: false });
  const events: Received[] = [];
  const wakers = new Set<() => void>();
  let closed: { code: number; reason: string } | null = null;
  let failure: Error | null = null;
  let lastAudioAt = 0;
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };
  const send = (message: unknown) => ws.send(JSON.stringify(message));

  ws.on("open", () =>
    send({
      type: "conversation_initiation_client_data",
      dynamic_variables: { lernfunke_access_token: accessToken },
    }),
  );
  ws.on("message", (data) => {
    const at = performance.now();
    const message = JSON.parse(data.toString()) as ServerMessage;
    if (message.type === "ping") return send({ type: "pong", event_id: message.ping_event.event_id });
    let id = 0;
    let samples = 0;
    if (message.type === "audio") {
      id = message.audio_event.event_id;
      samples = Buffer.byteLength(message.audio_event.audio_base_64, "base64") / 2;
      lastAudioAt = at;
    } else if (message.type === "agent_response") id = message.agent_response_event.event_id;
    else if (message.type === "user_transcript") id = message.user_transcription_event.event_id;
    else if (message.type === "interruption") id = message.interruption_event.event_id;
    events.push({ at, type: message.type, id, samples });
    wakeAll();
  });
  ws.on("close", (code, reason) => {
    closed = { code, reason: reason.toString() };
    wakeAll();
  });
  ws.on("error", (error) => {
    failure = error;
    wakeAll();
  });

  /** The first event from index `from` on that passes `test`. */
  function waitFor(what: string, test: (e: Received) => boolean, from = 0): Promise<Received> {
    return new Promise((resolve, reject) => {
      let seen = from;
      const check = () => {
        for (; seen < events.length; seen++) {
          const event = events[seen] as Received;
          if (test(event)) return done(() => resolve(event));
        }
        if (closed)
          return done(() => reject(new Error(`voice: closed ${JSON.stringify(closed)} before ${what}`)));
        if (failure) return done(() => reject(new Error(`voice: ${failure?.message} before ${what}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`voice: timed out waiting for ${what}`))),
        WAIT_MS,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        wakers.delete(check);
        settle();
      };
      wakers.add(check);
      check();
    });
  }

  const metadata = await waitFor("the metadata", (e) => e.type === "conversation_initiation_metadata");
  return {
    events,
    /** From new WebSocket() to the metadata message. */
    handshakeMs: metadata.at - started,
    metadataAt: metadata.at,
    send,
    waitFor,
    /** Resolves when no audio has come for `ms`. */
    async quiet(ms: number) {
      for (;;) {
        const wait = lastAudioAt + ms - performance.now();
        if (wait <= 0) return;
        await sleep(wait);
      }
    },
    close(): Promise<void> {
      if (closed) return Promise.resolve();
      return new Promise((resolve) => {
        ws.once("close", () => resolve());
        ws.close(1000);
      });
    },
    terminate: () => ws.terminate(),
  };
}

/** A reply after message `from` with an event id above `after`: its first audio, once its text is in. */
async function awaitReply(client: VoiceClient, from: number, after: number) {
  const first = await client.waitFor("the reply's audio", (e) => e.type === "audio" && e.id > after, from);
  await client.waitFor("the reply's text", (e) => e.type === "agent_response" && e.id === first.id, from);
  return first;
}

const highestId = (client: VoiceClient) => client.events.reduce((max, e) => Math.max(max, e.id), 0);

/** Every speech request the fake has had so far is answered, and no audio came for a moment. */
async function speechSettled(speech: FakeSpeechServer, client?: VoiceClient) {
  for (;;) {
    const count = speech.requests.length;
    await Promise.all(speech.requests.map((_, i) => speech.settled(i)));
    await (client ? client.quiet(50) : sleep(50));
    if (speech.requests.length === count) return;
  }
}

async function signedUrl(base: string, token: string) {
  const agent = keepAliveAgent(1);
  try {
    return await ticketUrl(base, token, agent);
  } finally {
    agent.destroy();
  }
}

function ticketUrl(base: string, token: string, agent: ReturnType<typeof keepAliveAgent>) {
  return requestJson<{ signedUrl: string }>(
    `${base}/api/elevenlabs/signed-url?${new URLSearchParams({ subject: "mathematik", sessionType: "voice" })}`,
    { agent, headers: { authorization: `Bearer ${token}` } },
  ).then((r) => r.signedUrl);
}

/** No model limits in the way of a bench (10 000 a minute is the most env.ts accepts). */
const NO_LIMITS = { AI_REQUESTS_PER_MINUTE: "10000", AI_REQUESTS_PER_DAY: "1000000" };
/** The local agent, whatever the bench's own environment says. */
const LOCAL_AGENT = { ELEVENLABS_API_KEY: "", ELEVENLABS_AGENT_ID: "" };

export async function voiceBench(root: string) {
  const loadAverage1mAtStart = Number(loadavg()[0]?.toFixed(2));
  const offline = await offlineBench(root);
  const upstreams = await upstreamBench(root);
  const flood = await voiceFloodBench(root);
  return { loadAverage1mAtStart, offline, ...upstreams, flood };
}

// ---- (1) the keyless set-up ----

async function offlineBench(root: string) {
  progress("voice: offline tutor and eSpeak NG voice, typed turns");
  const app = await startApp(root, {
    ...NO_LIMITS,
    ...LOCAL_AGENT,
    AI_PROVIDER: "offline",
    STT_BASE_URL: "",
    TTS_BASE_URL: "",
  });
  let client: VoiceClient | undefined;
  try {
    const [token = ""] = await signUpPupils(app.base, 1, "voice-offline");
    const url = await signedUrl(app.base, token);
    client = await openVoiceClient(url, token);
    const greeting = await awaitReply(client, 0, 0);
    await client.quiet(OFFLINE_QUIET_MS);
    const times: number[] = [];
    let cold = 0;
    let staleAudio = 0;
    let interruptions = 0;
    for (let i = 0; i <= OFFLINE_TURNS; i++) {
      const from = client.events.length;
      const previous = highestId(client);
      const sentAt = performance.now();
      client.send({ type: "user_message", text: PUPIL_MESSAGES[i % PUPIL_MESSAGES.length] });
      const first = await awaitReply(client, from, previous);
      await client.quiet(OFFLINE_QUIET_MS);
      const turn = client.events.slice(from);
      staleAudio += turn.filter((e) => e.type === "audio" && e.id <= previous).length;
      interruptions += turn.filter((e) => e.type === "interruption").length;
      if (i === 0) cold = first.at - sentAt;
      else times.push(first.at - sentAt);
    }
    const typed = latency(times);
    return {
      setup: "AI_PROVIDER=offline, no TTS_BASE_URL (eSpeak NG in the server), no STT_BASE_URL",
      handshakeMs: round(client.handshakeMs),
      greetingFirstAudioAfterMetadataMs: round(greeting.at - client.metadataAt),
      coldTurnFirstAudioMs: round(cold),
      typedTurnToFirstAudio: typed,
      target: `p95 ≤ ${TARGET_OFFLINE_P95_MS} ms (the target applies to p95)`,
      meetsTarget: typed.p95Ms <= TARGET_OFFLINE_P95_MS,
      interruptionsSent: interruptions,
      staleAudioMessages: staleAudio,
      note:
        `user_message sent → first audio message of the reply, on one connection; the first turn after the ` +
        `greeting is reported as cold, then ${OFFLINE_TURNS} turns. The offline tutor streams word groups 25 ms ` +
        `apart (like a brisk model), so the time includes waiting for the first sentence. The next turn is sent ` +
        `when the reply's agent_response is in and no audio came for ${OFFLINE_QUIET_MS} ms, not after playback: ` +
        `the server still counts the tutor as speaking, so each turn also sends an interruption first, as for a ` +
        `pupil typing over the tutor (interruptionsSent). staleAudioMessages: audio of a previous reply after ` +
        `the next turn was sent (0: the turns did not overlap). Without STT_BASE_URL the agent ignores audio, so ` +
        `the spoken path is measured on the fakes below.`,
    };
  } finally {
    client?.terminate();
    await app.stop();
  }
}

// ---- (2) and (3): fixed-delay fakes ----

/** When each fake got each request (arrival, in this process's clock). */
function recordArrivals<T>(requests: T[]) {
  const arrivals: { at: number; item: T }[] = [];
  const record = requests.push.bind(requests);
  requests.push = (...items: T[]) => {
    for (const item of items) arrivals.push({ at: performance.now(), item });
    return record(...items);
  };
  return arrivals;
}

const firstAfter = <T>(
  arrivals: { at: number; item: T }[],
  at: number,
  test: (item: T) => boolean = () => true,
) => arrivals.find((a) => a.at >= at && test(a.item))?.at;

/** Where a turn's time went: p50 and p95 of one stretch. */
const spread = (values: number[]) => {
  const { p50Ms, p95Ms } = latency(values);
  return { p50Ms, p95Ms };
};

// A tone with room noise under it stands in for the pupil's voice; the room alone (-65 dBFS) is
// the silence around it. 25 ms per message, as the SDK's microphone sends.
const ROOM_DB = -65;
const base64Chunks = (pcm: Int16Array) => chunks(pcm, (16_000 * CHUNK_MS) / 1000).map(pcm16ToBase64);
const BEFORE = base64Chunks(noise(300, ROOM_DB, 11));
const SPEECH = base64Chunks(mix(tone(1000, -20, 220), noise(1000, ROOM_DB, 12)));
/** The silence that ends the turn, and 200 ms more (the microphone keeps sending). */
const AFTER = base64Chunks(noise(END_SILENCE_MS + 200, ROOM_DB, 13));
const SILENCE_CHUNKS = END_SILENCE_MS / CHUNK_MS;

async function upstreamBench(root: string) {
  progress("voice: fixed-delay fakes (speech recognition, model, voice)");
  const model = await startFakeOpenAIServer({
    judge: safetyDecide,
    decide: () => ({ kind: "reply", text: FAKE_REPLY, firstTokenDelayMs: FIRST_TOKEN_DELAY_MS }),
  });
  const speech = await startFakeSpeechServer({
    transcriptionDelayMs: STT_DELAY_MS,
    firstByteDelayMs: TTS_FIRST_BYTE_DELAY_MS,
    // Short audio (at least 0.3 s a sentence): the first byte is what counts here.
    msPerChar: 5,
  });
  const modelArrivals = recordArrivals(model.requests);
  const speechArrivals = recordArrivals(speech.requests);
  const memoryDir = mkdtempSync(join(tmpdir(), "lernfunke-bench-voice-"));
  const memoryFile = join(memoryDir, "memory.json");
  let app: AppServer | undefined;
  try {
    app = await startApp(root, {
      ...NO_LIMITS,
      ...LOCAL_AGENT,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: model.baseURL,
      AI_MODEL: "bench",
      STT_BASE_URL: speech.baseURL,
      TTS_BASE_URL: speech.baseURL,
      BENCH_MEMORY_FILE: memoryFile,
      // One pupil holds all the idle connections below.
      VOICE_MAX_CONVERSATIONS_PER_PUPIL: String(CONNECTIONS),
      VOICE_MAX_CONVERSATIONS_PER_INSTANCE: String(CONNECTIONS),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc --import=${gcHook()}`.trim(),
    });
    const [token = ""] = await signUpPupils(app.base, 1, "voice-fakes");
    const client = await openVoiceClient(await signedUrl(app.base, token), token);
    let overhead: Awaited<ReturnType<typeof turnOverheads>>;
    try {
      await awaitReply(client, 0, 0);
      await speechSettled(speech, client);
      overhead = await turnOverheads(client, speech, modelArrivals, speechArrivals);
    } finally {
      await client.close();
    }
    const idleConnections = await idleMemory(app.base, token, speech, memoryFile);
    return { overFixedDelayUpstreams: overhead, idleConnections };
  } finally {
    await app?.stop();
    await model.close();
    await speech.close();
    rmSync(memoryDir, { recursive: true, force: true });
  }
}

async function turnOverheads(
  client: VoiceClient,
  speech: FakeSpeechServer,
  modelArrivals: { at: number; item: unknown }[],
  speechArrivals: { at: number; item: { kind: string } }[],
) {
  const isVoice = (item: { kind: string }) => item.kind === "speech";
  progress(`voice: ${WARMUP} + ${TYPED_TURNS} typed turns over the fakes`);
  const typed = {
    toFirstAudio: [] as number[],
    overhead: [] as number[],
    toModelRequest: [] as number[],
    firstTokenToVoiceRequest: [] as number[],
    voiceFirstByteToAudio: [] as number[],
  };
  for (let i = 0; i < WARMUP + TYPED_TURNS; i++) {
    const from = client.events.length;
    const previous = highestId(client);
    const sentAt = performance.now();
    client.send({ type: "user_message", text: PUPIL_MESSAGES[i % PUPIL_MESSAGES.length] });
    const first = await awaitReply(client, from, previous);
    await speechSettled(speech, client);
    if (i < WARMUP) continue;
    const total = first.at - sentAt;
    typed.toFirstAudio.push(total);
    typed.overhead.push(total - FIRST_TOKEN_DELAY_MS - TTS_FIRST_BYTE_DELAY_MS);
    const modelAt = firstAfter(modelArrivals, sentAt);
    const voiceAt = modelAt === undefined ? undefined : firstAfter(speechArrivals, modelAt, isVoice);
    if (modelAt !== undefined && voiceAt !== undefined) {
      typed.toModelRequest.push(modelAt - sentAt);
      typed.firstTokenToVoiceRequest.push(voiceAt - modelAt - FIRST_TOKEN_DELAY_MS);
      typed.voiceFirstByteToAudio.push(first.at - voiceAt - TTS_FIRST_BYTE_DELAY_MS);
    }
  }

  progress(`voice: ${WARMUP} + ${SPOKEN_TURNS} spoken turns over the fakes`);
  const spoken = {
    toTranscript: [] as number[],
    overhead: [] as number[],
    overheadFromWindowEnd: [] as number[],
    toRecognitionRequest: [] as number[],
    recognitionToTranscript: [] as number[],
    pacingLate: [] as number[],
    wholeTurnOverhead: [] as number[],
  };
  const isRecognition = (item: { kind: string }) => item.kind === "transcription";
  for (let i = 0; i < WARMUP + SPOKEN_TURNS; i++) {
    const from = client.events.length;
    const previous = highestId(client);
    for (const chunk of [...BEFORE, ...SPEECH]) client.send({ user_audio_chunk: chunk });
    const lastSpeechAt = performance.now();
    // The room after the voice in real time, chunk k at lastSpeechAt + k·25 ms (as a microphone
    // sends it): the end of the turn can only be decided once the silence has lasted.
    let windowEndAt = 0;
    for (const [k, chunk] of AFTER.entries()) {
      await sleep(lastSpeechAt + (k + 1) * CHUNK_MS - performance.now());
      client.send({ user_audio_chunk: chunk });
      if (k + 1 === SILENCE_CHUNKS) windowEndAt = performance.now();
    }
    const transcript = await client.waitFor(
      "the transcript",
      (e) => e.type === "user_transcript" && e.id > previous,
      from,
    );
    const first = await awaitReply(client, from, transcript.id);
    await speechSettled(speech, client);
    if (i < WARMUP) continue;
    const toTranscript = transcript.at - lastSpeechAt;
    spoken.toTranscript.push(toTranscript);
    spoken.overhead.push(toTranscript - END_SILENCE_MS - STT_DELAY_MS);
    spoken.overheadFromWindowEnd.push(transcript.at - windowEndAt - STT_DELAY_MS);
    spoken.pacingLate.push(windowEndAt - lastSpeechAt - END_SILENCE_MS);
    const recognitionAt = firstAfter(speechArrivals, lastSpeechAt, isRecognition);
    if (recognitionAt !== undefined) {
      spoken.toRecognitionRequest.push(recognitionAt - windowEndAt);
      spoken.recognitionToTranscript.push(transcript.at - recognitionAt - STT_DELAY_MS);
    }
    spoken.wholeTurnOverhead.push(
      first.at -
        lastSpeechAt -
        END_SILENCE_MS -
        STT_DELAY_MS -
        FIRST_TOKEN_DELAY_MS -
        TTS_FIRST_BYTE_DELAY_MS,
    );
  }

  const typedOverhead = latency(typed.overhead);
  const spokenOverhead = latency(spoken.overhead);
  return {
    upstreams: {
      speechRecognitionMs: STT_DELAY_MS,
      modelFirstTokenMs: FIRST_TOKEN_DELAY_MS,
      voiceFirstByteMs: TTS_FIRST_BYTE_DELAY_MS,
      endOfTurnSilenceMs: END_SILENCE_MS,
      reply: FAKE_REPLY,
    },
    target: `agent overhead p95 ≤ ${TARGET_OVERHEAD_P95_MS} ms (the target applies to p95 of each overhead)`,
    typedTurn: {
      turns: TYPED_TURNS,
      toFirstAudio: latency(typed.toFirstAudio),
      agentOverhead: typedOverhead,
      meetsTarget: typedOverhead.p95Ms <= TARGET_OVERHEAD_P95_MS,
      breakdownMs: {
        toModelRequest: spread(typed.toModelRequest),
        modelFirstTokenToVoiceRequest: spread(typed.firstTokenToVoiceRequest),
        voiceFirstByteToAudio: spread(typed.voiceFirstByteToAudio),
      },
    },
    spokenTurn: {
      turns: SPOKEN_TURNS,
      lastSpeechChunkToTranscript: latency(spoken.toTranscript),
      agentOverhead: spokenOverhead,
      meetsTarget: spokenOverhead.p95Ms <= TARGET_OVERHEAD_P95_MS,
      agentOverheadFromSilenceWindowEnd: latency(spoken.overheadFromWindowEnd),
      breakdownMs: {
        benchPacingLate: spread(spoken.pacingLate),
        silenceWindowEndToRecognitionRequest: spread(spoken.toRecognitionRequest),
        recognitionRequestToTranscript: spread(spoken.recognitionToTranscript),
      },
      wholeTurnOverheadToFirstAudio: latency(spoken.wholeTurnOverhead),
    },
    note:
      `typedTurn.agentOverhead = (user_message sent → first audio) − ${FIRST_TOKEN_DELAY_MS} ms (the fake ` +
      `model's wait before its first token) − ${TTS_FIRST_BYTE_DELAY_MS} ms (the fake voice's wait before its ` +
      `first byte); the reply's other words follow at once. spokenTurn: 300 ms of room noise (${ROOM_DB} dBFS) ` +
      `and 1 s of a -20 dBFS tone sent at once as 25 ms user_audio_chunk messages, then the room in real time; ` +
      `agentOverhead = (last tone chunk sent → user_transcript) − ${END_SILENCE_MS} ms (the turn detector's ` +
      `silence window) − ${STT_DELAY_MS} ms (the fake recogniser's wait); it includes the bench's own timer ` +
      `lateness in sending the chunk that completes the window (benchPacingLate), which ` +
      `agentOverheadFromSilenceWindowEnd leaves out. wholeTurnOverheadToFirstAudio = (last tone chunk → first ` +
      `audio of the reply) − all four waits. The fakes run in the bench process: their own timers' lateness ` +
      `counts as overhead. ${WARMUP} warm-up turns of each kind are not counted. Each turn starts once the ` +
      `previous reply is complete (its text in, every voice request answered, no audio for 50 ms), not after ` +
      `playback: the server still counts the tutor as speaking, so each turn also sends an interruption first ` +
      `(a pupil speaking or typing over the tutor's last words).`,
  };
}

/**
 * The preload the memory child gets: SIGUSR2 → two full collections → memoryUsage() to a file.
 * Bytecode flushing is off in that child: V8 drops the bytecode of functions unused for a few
 * collections, and forced collections age them, so code the connections never touch would leave
 * the heap between two measurements and hide what the connections hold.
 */
function gcHook(): string {
  const code = [
    'import { renameSync, writeFileSync } from "node:fs";',
    'import { setFlagsFromString } from "node:v8";',
    'setFlagsFromString("--no-flush-bytecode");',
    "const file = process.env.BENCH_MEMORY_FILE;",
    'writeFileSync(file + ".pid", String(process.pid));',
    'process.on("SIGUSR2", () => {',
    "  globalThis.gc();",
    "  setImmediate(() => {",
    "    globalThis.gc();",
    '    writeFileSync(file + ".tmp", JSON.stringify(process.memoryUsage()));',
    '    renameSync(file + ".tmp", file);',
    "  });",
    "});",
  ].join("\n");
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

async function serverMemory(file: string): Promise<NodeJS.MemoryUsage> {
  rmSync(file, { force: true });
  process.kill(Number(readFileSync(`${file}.pid`, "utf8")), "SIGUSR2");
  for (let i = 0; i < 400; i++) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as NodeJS.MemoryUsage;
    await sleep(25);
  }
  throw new Error("voice: the server did not report its memory");
}

async function idleMemory(base: string, token: string, speech: FakeSpeechServer, memoryFile: string) {
  const clients: VoiceClient[] = [];
  // Each connection: its own ticket, the handshake, and the greeting spoken (then it idles).
  // A new HTTP agent per round: a kept-alive socket idle for 5 s may be closed under the request.
  const openAll = async () => {
    const agent = keepAliveAgent(CONNECT_CONCURRENCY);
    try {
      await pool(CONNECTIONS, CONNECT_CONCURRENCY, async () => {
        const client = await openVoiceClient(await ticketUrl(base, token, agent), token);
        clients.push(client);
        await awaitReply(client, 0, 0);
      });
    } finally {
      agent.destroy();
    }
    await speechSettled(speech);
    await sleep(1000);
  };
  const closeAll = async () => {
    await Promise.all(clients.map((c) => c.close()));
    clients.length = 0;
    await sleep(1000);
  };
  try {
    progress(`voice: ${CONNECTIONS} connections opened and closed (warm-up)`);
    await openAll();
    await closeAll();
    progress(`voice: ${CONNECTIONS} idle connections (one pupil, ${CONNECTIONS} tickets), memory after GC`);
    const before = await serverMemory(memoryFile);
    await openAll();
    const handshake = latency(clients.map((c) => c.handshakeMs));
    const open = await serverMemory(memoryFile);
    await closeAll();
    const after = await serverMemory(memoryFile);
    const perConnection = (bytes: number) => round(bytes / CONNECTIONS / 1024, 1);
    const mib = (bytes: number) => round(bytes / 1024 / 1024, 2);
    const heap = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
    return {
      connections: CONNECTIONS,
      ticketsFromOnePupil: CONNECTIONS,
      handshake,
      perConnectionKiB: {
        heapUsedPlusExternal: perConnection(heap(open) - heap(before)),
        heapUsed: perConnection(open.heapUsed - before.heapUsed),
        external: perConnection(open.external - before.external),
        arrayBuffers: perConnection(open.arrayBuffers - before.arrayBuffers),
        rss: perConnection(open.rss - before.rss),
      },
      // What the closed connections left behind, per connection (≈ 0: nothing kept).
      afterClosePerConnectionKiB: {
        heapUsedPlusExternal: perConnection(heap(after) - heap(before)),
        rss: perConnection(after.rss - before.rss),
      },
      serverMiB: Object.fromEntries(
        (["heapUsed", "external", "rss"] as const).map((key) => [
          key,
          { before: mib(before[key]), allOpen: mib(open[key]), afterClose: mib(after[key]) },
        ]),
      ),
      note:
        `The fakes' set-up after the turns above (their connection closed). Each connection got its own ticket ` +
        `(GET /api/elevenlabs/signed-url, ${CONNECT_CONCURRENCY} at a time: the local agent's tickets are not ` +
        `rate-limited, one pupil serves all), completed the handshake and heard the greeting, then idled (answering ` +
        `pings). A first round of ${CONNECTIONS} was opened and closed unmeasured (code compiled on first use is ` +
        `not a connection's). Memory is process.memoryUsage() in the server after gc() twice (--expose-gc, ` +
        `bytecode flushing off), before the second round, with all ${CONNECTIONS} open (1 s after the last ` +
        `greeting) and 1 s after closing them (1000). heapUsedPlusExternal is the figure: external already ` +
        `contains arrayBuffers (Node's docs), so heapUsed + external + arrayBuffers would count them twice. RSS ` +
        `is not returned by a GC and moves in whole pages: an upper bound.`,
    };
  } finally {
    for (const client of clients) client.terminate();
  }
}
