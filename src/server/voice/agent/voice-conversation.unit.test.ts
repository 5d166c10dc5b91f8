import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { base64ToPcm16, pcm16ToBase64 } from "#server/voice/speech/pcm.ts";
import type { SpeechToText, TextToSpeech } from "#server/voice/speech/speech.ts";
import type { TurnEvent } from "#server/voice/speech/vad.ts";
import { CLOSE, type ServerMessage } from "./protocol.ts";
import { type Begun, VoiceRefusal, type VoiceTutor, voiceConversation } from "./voice-conversation.ts";

// One connection's logic with fakes for the tutor, the voice, speech recognition and the turn
// detector. The real SDK, tutor and database: voice-socket.test.ts.

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** 100 samples (6.25 ms) per character, in one chunk per sentence; `delayMs` before each. */
function fakeVoice(delayMs = 0) {
  const said: string[] = [];
  const tts: TextToSpeech = {
    name: "offline",
    async *synthesize(text, signal) {
      said.push(text);
      await tick(delayMs);
      if (signal?.aborted) return;
      yield new Int16Array(text.length * 100).fill(7);
    },
  };
  return { tts, said };
}

/** Replies from a script, a word at a time; a file message is stored without a reply. */
function fakeTutor(reply: (text: string) => string, wordDelayMs = 0) {
  const heard: { text: string; aborted: boolean }[] = [];
  const tutor: VoiceTutor = {
    async *reply(text, signal) {
      heard.push({ text, aborted: signal.aborted });
      if (signal.aborted || text.startsWith("[DOKUMENT ANALYSIERT")) return;
      for (const word of reply(text).split(/(?<= )/)) {
        await tick(wordDelayMs);
        if (signal.aborted) return;
        yield word;
      }
    },
  };
  return { tutor, heard };
}

/** Audio whose first sample says what the detector "hears": 1 = speech starts, 2 = it ended. */
const turnDetector = {
  push(pcm: Int16Array): TurnEvent[] {
    if (pcm[0] === 1) return [{ kind: "speech-start" }];
    if (pcm[0] === 2) return [{ kind: "speech-end", audio: pcm, reason: "silence", durationMs: 500 }];
    return [];
  },
};
const chunk = (marker: number) => ({ user_audio_chunk: pcm16ToBase64(new Int16Array(400).fill(marker)) });

function harness(
  options: {
    tutor?: VoiceTutor;
    tts?: TextToSpeech;
    stt?: SpeechToText | null;
    begin?: () => Promise<Begun>;
    turnDetector?: typeof turnDetector;
    timing?: Parameters<typeof voiceConversation>[0]["timing"];
  } = {},
) {
  const sent: ServerMessage[] = [];
  let closed: { code: number; reason: string } | null = null;
  const conversation = voiceConversation({
    send: (message) => sent.push(message),
    close: (code, reason) => {
      closed = { code, reason };
    },
    begin:
      options.begin ??
      (async () => ({
        conversationId: "conv_test",
        firstMessage: "Hallo! Ich bin Funki, dein Mathe-Tutor.",
        tutor: options.tutor ?? fakeTutor(() => "Gut.").tutor,
      })),
    stt: options.stt ?? null,
    tts: options.tts ?? fakeVoice().tts,
    turnDetector: options.turnDetector ?? turnDetector,
    logger: pino({ level: "silent" }),
    timing: { initTimeoutMs: 1000, pingIntervalMs: 60_000, ...options.timing },
  });
  const receive = (message: unknown) => conversation.receive(JSON.stringify(message));
  const init = () =>
    receive({
      type: "conversation_initiation_client_data",
      dynamic_variables: { lernfunke_access_token: "t" },
    });
  const ofType = <T extends ServerMessage["type"]>(type: T) =>
    sent.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  return { conversation, sent, receive, init, ofType, closed: () => closed };
}

describe("a voice conversation", () => {
  it("answers the initiation with metadata first, then speaks the first message", async () => {
    const { tts, said } = fakeVoice();
    const h = harness({ tts });
    expect(h.sent).toEqual([]);
    h.init();
    await h.conversation.idle();
    expect(h.sent[0]).toMatchObject({
      type: "conversation_initiation_metadata",
      conversation_initiation_metadata_event: { conversation_id: "conv_test" },
    });
    const [response] = h.ofType("agent_response");
    expect(response?.agent_response_event.agent_response).toBe("Hallo! Ich bin Funki, dein Mathe-Tutor.");
    const audio = h.ofType("audio");
    expect(audio.length).toBeGreaterThan(1);
    for (const a of audio) {
      expect(a.audio_event.event_id).toBe(response?.agent_response_event.event_id);
      const bytes = Buffer.from(a.audio_event.audio_base_64, "base64").length;
      expect(bytes % 2).toBe(0);
      expect(bytes).toBeLessThanOrEqual(4800); // 150 ms at 16 kHz
    }
    expect(said).toEqual(["Hallo! Ich bin Funki, dein Mathe-Tutor."]);
    h.conversation.closed(1000);
  });

  it("speaks a typed turn sentence by sentence and shows the whole reply without LaTeX", async () => {
    const { tts, said } = fakeVoice();
    const { tutor, heard } = fakeTutor(
      () => "Schauen wir uns $\\frac{3}{4}$ genauer an. Wie viele Achtel sind das zusammen?",
    );
    const h = harness({ tutor, tts });
    h.init();
    await h.conversation.idle();
    h.receive({ type: "user_message", text: "Was ist 3/4 + 1/8?" });
    await h.conversation.idle();
    expect(heard).toEqual([{ text: "Was ist 3/4 + 1/8?", aborted: false }]);
    expect(said.slice(1)).toEqual([
      "Schauen wir uns 3 Viertel genauer an.",
      "Wie viele Achtel sind das zusammen?",
    ]);
    const responses = h.ofType("agent_response").map((m) => m.agent_response_event);
    expect(responses[1]?.agent_response).toBe(
      "Schauen wir uns 3/4 genauer an. Wie viele Achtel sind das zusammen?",
    );
    expect(responses[1]?.event_id).toBeGreaterThan(responses[0]?.event_id ?? Infinity);
    h.conversation.closed(1000);
  });

  it("interrupts a reply when the pupil types: interruption, then no older audio, then newer ids", async () => {
    const { tts } = fakeVoice(5);
    const { tutor } = fakeTutor(
      (text) =>
        text === "Erzähl mir viel."
          ? "Das ist ein langer erster Satz zum Zuhören. ".repeat(30)
          : "Gerne, hier ist die kurze Antwort.",
      2,
    );
    const h = harness({ tutor, tts });
    h.init();
    await h.conversation.idle();
    h.receive({ type: "user_message", text: "Erzähl mir viel." });
    while (h.ofType("audio").length < 4) await tick(2);
    const longId = h.ofType("audio").at(-1)?.audio_event.event_id ?? -1;
    h.receive({ type: "user_message", text: "Stopp, kürzer bitte." });
    const cut = h.sent.length;
    expect(h.sent[cut - 1]).toEqual({ type: "interruption", interruption_event: { event_id: longId } });
    await h.conversation.idle();
    const after = h.sent.slice(cut);
    expect(after.filter((m) => m.type === "audio" && m.audio_event.event_id <= longId)).toEqual([]);
    const next = after.find((m) => m.type === "agent_response");
    expect(next).toMatchObject({
      agent_response_event: { agent_response: "Gerne, hier ist die kurze Antwort." },
    });
    expect(next?.type === "agent_response" && next.agent_response_event.event_id).toBeGreaterThan(longId);
    // The interrupted reply's text was never complete: it is not shown.
    expect(
      h.ofType("agent_response").some((m) => m.agent_response_event.agent_response.startsWith("Das ist")),
    ).toBe(false);
    h.conversation.closed(1000);
  });

  it("stores a file's analysis without cutting the tutor off", async () => {
    const { tutor, heard } = fakeTutor(() => "Ich schaue mir dein Dokument an.");
    const h = harness({ tutor, tts: fakeVoice(5).tts });
    h.init();
    while (h.ofType("audio").length === 0) await tick(2);
    h.receive({ type: "user_message", text: "[DOKUMENT ANALYSIERT: bruch.pdf] Aufgabe 1: 3/4 + 1/8" });
    expect(h.ofType("interruption")).toEqual([]);
    h.receive({ type: "user_message", text: "Ich habe eine Datei hochgeladen. Schau sie dir an." });
    await h.conversation.idle();
    expect(heard.map((t) => t.text)).toEqual([
      "[DOKUMENT ANALYSIERT: bruch.pdf] Aufgabe 1: 3/4 + 1/8",
      "Ich habe eine Datei hochgeladen. Schau sie dir an.",
    ]);
    expect(h.ofType("agent_response").at(-1)?.agent_response_event.agent_response).toBe(
      "Ich schaue mir dein Dokument an.",
    );
    h.conversation.closed(1000);
  });

  it("hears speech: interruption on its start, transcript and reply after its end", async () => {
    const transcribed: number[] = [];
    const stt: SpeechToText = {
      name: "openai-compatible",
      async transcribe(pcm) {
        transcribed.push(pcm.length);
        return "Was ist ein Bruch?";
      },
    };
    const { tutor } = fakeTutor(() => "Ein Bruch ist ein Teil von einem Ganzen.");
    const h = harness({ stt, tutor, tts: fakeVoice(20).tts });
    h.init();
    while (h.ofType("audio").length === 0) await tick(2);
    h.receive(chunk(1));
    expect(h.sent.at(-1)?.type).toBe("interruption");
    h.receive(chunk(0));
    h.receive(chunk(2));
    await h.conversation.idle();
    expect(transcribed).toEqual([400]);
    const transcript = h.ofType("user_transcript")[0]?.user_transcription_event;
    expect(transcript?.user_transcript).toBe("Was ist ein Bruch?");
    const reply = h.ofType("agent_response").at(-1)?.agent_response_event;
    expect(reply?.agent_response).toBe("Ein Bruch ist ein Teil von einem Ganzen.");
    expect(reply?.event_id).toBeGreaterThan(transcript?.event_id ?? Infinity);
    h.conversation.closed(1000);
  });

  it("ignores audio without speech recognition, and odd-length audio", async () => {
    const h = harness({ stt: null });
    h.init();
    await h.conversation.idle();
    const before = h.sent.length;
    h.receive(chunk(1));
    h.receive({ user_audio_chunk: Buffer.from([1, 2, 3]).toString("base64") });
    await h.conversation.idle();
    expect(h.sent.length).toBe(before);
    expect(h.closed()).toBeNull();
    h.conversation.closed(1000);
    expect(base64ToPcm16(chunk(1).user_audio_chunk)[0]).toBe(1);
  });

  it("drops audio faster than real time, and closes when a client floods it with turns", async () => {
    let heardSamples = 0;
    const counting = {
      push(pcm: Int16Array): TurnEvent[] {
        heardSamples += pcm.length;
        return [];
      },
    };
    const stt: SpeechToText = { name: "openai-compatible", transcribe: async () => "" };
    const h = harness({ stt, turnDetector: counting });
    h.init();
    await h.conversation.idle();
    const halfSecond = { user_audio_chunk: pcm16ToBase64(new Int16Array(8000)) };
    for (let i = 0; i < 20; i++) h.receive(halfSecond); // 10 s of audio at once
    expect(heardSamples).toBeGreaterThanOrEqual(5 * 16_000);
    expect(heardSamples).toBeLessThan(6 * 16_000);

    const slow = fakeTutor(() => "Eine lange Antwort.", 50);
    const flooded = harness({ tutor: slow.tutor });
    flooded.init();
    await flooded.conversation.idle();
    for (let i = 0; i < 30 && !flooded.closed(); i++) {
      flooded.receive({ type: "contextual_update", text: `Notiz ${i}` });
    }
    expect(flooded.closed()).toEqual(CLOSE.tooManyMessages);
    h.conversation.closed(1000);
  });

  it("pings with rising event ids and gives up after unanswered pings", async () => {
    const h = harness({ timing: { pingIntervalMs: 10, maxMissedPongs: 2 } });
    h.init();
    while (h.ofType("ping").length < 1) await tick(5);
    const first = h.ofType("ping")[0]?.ping_event;
    expect(first).toEqual({ event_id: 1, ping_ms: null });
    h.receive({ type: "pong", event_id: 1 });
    while (h.ofType("ping").length < 2) await tick(5);
    expect(h.ofType("ping")[1]?.ping_event.event_id).toBe(2);
    expect(h.ofType("ping")[1]?.ping_event.ping_ms).toEqual(expect.any(Number));
    while (!h.closed()) await tick(5);
    expect(h.closed()).toEqual(CLOSE.noPong);
  });

  it("closes with 4000 when no initiation comes, and 1008 for a first message of another kind", async () => {
    const waiting = harness({ timing: { initTimeoutMs: 10 } });
    while (!waiting.closed()) await tick(5);
    expect(waiting.closed()).toEqual(CLOSE.initTimeout);

    const early = harness();
    early.receive({ type: "user_message", text: "Hallo" });
    expect(early.closed()).toEqual(CLOSE.invalidMessage);
    expect(early.sent).toEqual([]);
  });

  it("closes with 1008 on a malformed message, and ignores types it does not know", async () => {
    const h = harness();
    h.init();
    await h.conversation.idle();
    h.receive({ type: "user_activity" });
    h.receive({ type: "feedback", score: "like", event_id: 1 });
    h.receive({ type: "some_future_event" });
    expect(h.closed()).toBeNull();
    h.conversation.receive("{not json");
    expect(h.closed()).toEqual(CLOSE.invalidMessage);
  });

  it("closes with the refusal's code and German reason", async () => {
    const h = harness({
      begin: async () => {
        throw new VoiceRefusal(CLOSE.otherPupil);
      },
    });
    h.init();
    await tick();
    expect(h.closed()).toEqual({ code: 4001, reason: "Diese Verbindung gehört zu einer anderen Anmeldung." });
    expect(h.sent).toEqual([]);
  });

  it("says so in German when a turn fails, and shows the text when the voice fails", async () => {
    const failing: VoiceTutor = {
      // biome-ignore lint/correctness/useYield: fails before its first word
      async *reply() {
        throw new Error("database gone");
      },
    };
    const h = harness({ tutor: failing });
    h.init();
    h.receive({ type: "user_message", text: "Hallo?" });
    await h.conversation.idle();
    expect(h.ofType("agent_response").at(-1)?.agent_response_event.agent_response).toMatch(
      /etwas schiefgelaufen/,
    );

    const mute: TextToSpeech = {
      name: "openai-compatible",
      // biome-ignore lint/correctness/useYield: the speech service is down
      async *synthesize() {
        throw new Error("TTS down");
      },
    };
    const quiet = harness({ tts: mute });
    quiet.init();
    await quiet.conversation.idle();
    expect(quiet.ofType("agent_response")).toHaveLength(1);
    expect(quiet.ofType("audio")).toHaveLength(0);
    h.conversation.closed(1000);
    quiet.conversation.closed(1000);
  });
});
