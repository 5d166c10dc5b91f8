import type { Env } from "#server/env.ts";
import { offlineTts } from "./offline-voice.ts";
import type { SpeechToText, TextToSpeech } from "./speech.ts";
import { openAiCompatibleStt } from "./stt.ts";
import { openAiCompatibleTts } from "./tts.ts";

// The speech swap point (fakes plug in at the composition root, docs/architecture.md): which
// recogniser and which voice the local agent uses, from the settings alone. No STT_BASE_URL: no
// speech recognition (pupils type; the health route says so). No TTS_BASE_URL: the built-in
// offline voice. Tests pass a fake server's URL through the same settings.

export type SpeechEnv = Pick<
  Env,
  "STT_BASE_URL" | "STT_MODEL" | "STT_API_KEY" | "TTS_BASE_URL" | "TTS_MODEL" | "TTS_VOICE" | "TTS_API_KEY"
>;

export type Speech = {
  stt: SpeechToText | null;
  tts: TextToSpeech;
  /**
   * Prepares what would make the first sentence slow (the offline voice's engine). Called
   * without awaiting when a pupil asks for a voice ticket (compose.ts, decision 057); it rejects
   * when the voice cannot load, so log that.
   */
  warm(): Promise<void>;
};

export function speechFromEnv(env: SpeechEnv, options: { fetch?: typeof fetch } = {}): Speech {
  const stt = env.STT_BASE_URL
    ? openAiCompatibleStt({
        baseURL: env.STT_BASE_URL,
        model: env.STT_MODEL,
        apiKey: env.STT_API_KEY,
        fetch: options.fetch,
      })
    : null;
  return { stt, ...voiceFromEnv(env, options.fetch) };
}

function voiceFromEnv(env: SpeechEnv, fetch: typeof globalThis.fetch | undefined): Omit<Speech, "stt"> {
  if (!env.TTS_BASE_URL) {
    const offline = offlineTts();
    return { tts: offline, warm: () => offline.warm() };
  }
  const tts = openAiCompatibleTts({
    baseURL: env.TTS_BASE_URL,
    model: env.TTS_MODEL,
    voice: env.TTS_VOICE,
    apiKey: env.TTS_API_KEY,
    fetch,
  });
  return { tts, warm: async () => {} };
}
