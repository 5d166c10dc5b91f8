import { createPcm16Decoder, readWavHeader } from "./pcm.ts";
import { createResampler, type Resampler } from "./resample.ts";
import { AGENT_SAMPLE_RATE, type TextToSpeech } from "./speech.ts";
import { type SpeechEndpointConfig, SpeechError, speechEndpoint } from "./speech-http.ts";

// A voice from any OpenAI-compatible speech endpoint: POST {baseURL}/audio/speech with JSON
// {model, voice, input, response_format: "pcm"}. OpenAI's "pcm" is raw 24 kHz PCM16 LE mono
// with no header (https://platform.openai.com/docs/guides/text-to-speech#supported-output-formats),
// streamed as it is generated. The body is read chunk by chunk and resampled to 16 kHz on the
// way, so the first audio reaches the pupil while the server still speaks the rest.
// Servers that answer a WAV instead (some self-hosted ones ignore response_format) are read by
// their header; compressed formats are refused with a clear error.

// timeoutMs: the whole sentence, first byte to last (30 s unless set).
export type OpenAiCompatibleTtsConfig = SpeechEndpointConfig & {
  model: string;
  voice: string;
  /** The rate of the server's raw "pcm" (24 kHz for OpenAI and its imitators). */
  sampleRate?: number;
};

const COMPRESSED = /mpeg|mp3|ogg|opus|aac|flac|webm/i;
/** A header longer than this is not a WAV header worth waiting for. */
const MAX_WAV_HEADER = 64 * 1024;

export function openAiCompatibleTts(config: OpenAiCompatibleTtsConfig): TextToSpeech {
  const endpoint = speechEndpoint("tts", config, "/audio/speech", 30_000);
  return {
    name: "openai-compatible",
    async *synthesize(text, signal) {
      signal?.throwIfAborted();
      const input = text.trim();
      if (!input) return;
      const call = endpoint.start(signal);
      let body: ReadableStream<Uint8Array>;
      try {
        const res = await call.post(
          { "content-type": "application/json" },
          JSON.stringify({ model: config.model, voice: config.voice, input, response_format: "pcm" }),
        );
        const type = res.headers.get("content-type") ?? "";
        if (COMPRESSED.test(type)) {
          await res.body?.cancel();
          throw new SpeechError(
            "tts",
            "format",
            `the server sent ${type}, not raw PCM (response_format "pcm")`,
          );
        }
        if (!res.body) return;
        body = res.body;
      } catch (error) {
        throw call.translate(error);
      }

      const pcm = createPcm16Decoder();
      let resampler: Resampler | undefined;
      let head: Uint8Array | undefined = new Uint8Array(0); // bytes before the format is known
      try {
        for await (const bytes of body) {
          let audio = bytes;
          if (head) {
            head = concatBytes(head, bytes);
            const start = startOfAudio(head, config.sampleRate ?? 24_000);
            if (!start) continue;
            resampler = createResampler(start.sampleRate, AGENT_SAMPLE_RATE);
            audio = head.subarray(start.offset);
            head = undefined;
          }
          const out = resampler?.push(pcm.push(audio));
          if (out?.length) yield out;
        }
        if (head?.length) {
          if (isRiff(head)) throw new SpeechError("tts", "format", "the WAV answer ends before its audio");
          // A body shorter than four bytes: raw PCM that is almost nothing.
          resampler = createResampler(config.sampleRate ?? 24_000, AGENT_SAMPLE_RATE);
          const out = resampler.push(pcm.push(head));
          if (out.length) yield out;
        }
        pcm.end(); // a dangling half sample at the very end is dropped
        const rest = resampler?.flush();
        if (rest?.length) yield rest;
      } catch (error) {
        throw call.translate(error);
      }
    },
  };
}

/**
 * Where the samples start and at what rate, once enough of the body is there: a "RIFF" body is
 * a WAV (mono PCM16 only), anything else raw PCM at `rawRate`.
 */
function startOfAudio(head: Uint8Array, rawRate: number): { offset: number; sampleRate: number } | undefined {
  if (head.byteLength < 4) return undefined;
  if (!isRiff(head)) return { offset: 0, sampleRate: rawRate };
  let header: ReturnType<typeof readWavHeader>;
  try {
    header = readWavHeader(head);
  } catch (error) {
    throw new SpeechError("tts", "format", (error as Error).message, { cause: error });
  }
  if (!header) {
    if (head.byteLength > MAX_WAV_HEADER) throw new SpeechError("tts", "format", "WAV header without data");
    return undefined;
  }
  if (header.channels !== 1) throw new SpeechError("tts", "format", `WAV with ${header.channels} channels`);
  return { offset: header.dataOffset, sampleRate: header.sampleRate };
}

function isRiff(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF";
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.byteLength === 0) return b;
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
}
