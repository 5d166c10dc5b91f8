import { encodeWav } from "./pcm.ts";
import { AGENT_SAMPLE_RATE, type SpeechToText } from "./speech.ts";
import { type SpeechEndpointConfig, SpeechError, speechEndpoint } from "./speech-http.ts";

// Speech recognition through any OpenAI-compatible transcription endpoint (OpenAI whisper-1 /
// gpt-4o-transcribe, a self-hosted faster-whisper or whisper.cpp server, …):
// POST {baseURL}/audio/transcriptions, multipart/form-data with `file` (here a 16 kHz PCM16
// WAV, which every such server accepts), `model`, `language` and `response_format=json`,
// answered with {"text": "…"}.
// https://platform.openai.com/docs/api-reference/audio/createTranscription
// Naming the language skips language detection, which is unreliable on short utterances and
// on Swiss pupils' accented Standard German.

// timeoutMs: upload + recognition of one utterance (≤ 30 s of audio, ≤ 1 MB; 20 s unless set).
export type OpenAiCompatibleSttConfig = SpeechEndpointConfig & {
  model: string;
  language?: string;
};

export function openAiCompatibleStt(config: OpenAiCompatibleSttConfig): SpeechToText {
  const endpoint = speechEndpoint("stt", config, "/audio/transcriptions", 20_000);
  return {
    name: "openai-compatible",
    async transcribe(pcm, signal) {
      signal?.throwIfAborted();
      if (pcm.length === 0) return "";
      const form = new FormData();
      form.append("file", new Blob([encodeWav(pcm, AGENT_SAMPLE_RATE)], { type: "audio/wav" }), "audio.wav");
      form.append("model", config.model);
      form.append("language", config.language ?? "de");
      form.append("response_format", "json");
      const call = endpoint.start(signal);
      try {
        const res = await call.post({ accept: "application/json" }, form);
        const json = (await res.json().catch(() => undefined)) as { text?: unknown } | undefined;
        if (typeof json?.text !== "string") {
          throw new SpeechError("stt", "format", "the answer has no text field");
        }
        return json.text.trim();
      } catch (error) {
        throw call.translate(error);
      }
    },
  };
}
