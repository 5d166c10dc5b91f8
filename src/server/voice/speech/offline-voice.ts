import { createEspeakEngine, EspeakCrash, type EspeakEngine } from "./espeak-engine.ts";
import { parseWav } from "./pcm.ts";
import { resample } from "./resample.ts";
import { speakableText, splitForSpeech } from "./speakable-text.ts";
import { AGENT_SAMPLE_RATE, type TextToSpeech } from "./speech.ts";
import { SpeechError } from "./speech-http.ts";

// The voice that needs no service and no key: eSpeak NG's German voice, run in-process as
// WebAssembly (espeak-engine.ts; eSpeak NG is GPL-3.0-or-later and loaded as a separate
// WebAssembly program). Robotic, but always there, and nothing the pupil hears leaves the
// server. eSpeak writes a 22.05 kHz WAV; it is resampled to the agent's 16 kHz.
//
// Text goes in as one argv element after "--" (no shell, and a sentence that starts with "-"
// is not taken for an option), cleaned of Markdown and LaTeX first (speakable-text.ts). A run
// blocks the event loop for its duration, so text is cut into pieces of ≤ 300 characters
// (≈ 10–40 ms each) with a turn of the event loop between them, and anything past 3 000
// characters is not read: one call is meant to be one sentence.
// The first use compiles and starts the engine (~0.3 s); `warm()` does that ahead of time.

const MAX_PIECE_CHARS = 300;
const MAX_TOTAL_CHARS = 3000;
const OUTPUT = "/out.wav";

export type OfflineTtsOptions = {
  /** eSpeak voice: "de" (Standard German). */
  voice?: string;
  /** Speaking rate: a little slower than eSpeak's 175 words per minute, for pupils. */
  wordsPerMinute?: number;
};

export type OfflineTextToSpeech = TextToSpeech & {
  readonly name: "offline";
  /** Loads the engine now, so the first sentence does not wait. Rejects when it cannot load. */
  warm(): Promise<void>;
};

// One engine per process: it holds 64 MB (memory and its snapshot) and serves every voice
// session; runs are synchronous, so they never overlap.
let shared: Promise<EspeakEngine> | undefined;

function engine(): Promise<EspeakEngine> {
  const current =
    shared ??
    createEspeakEngine().catch((error: unknown) => {
      if (shared === current) shared = undefined; // the next sentence tries again
      throw error;
    });
  shared = current;
  return current;
}

export function offlineTts(options: OfflineTtsOptions = {}): OfflineTextToSpeech {
  const args = ["-v", options.voice ?? "de", "-s", String(options.wordsPerMinute ?? 160), "-w", OUTPUT];

  /** One eSpeak run → 16 kHz samples. */
  const speakPiece = async (piece: string, signal: AbortSignal | undefined): Promise<Int16Array> => {
    let current: Promise<EspeakEngine> | undefined;
    let wav: Uint8Array;
    try {
      current = engine();
      const e = await current;
      signal?.throwIfAborted();
      wav = e.run([...args, "--", piece], OUTPUT);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      // A crashed engine is replaced for the next sentence.
      if (error instanceof EspeakCrash && shared === current) shared = undefined;
      throw new SpeechError("tts", "engine", `eSpeak NG failed (${(error as Error).message})`, {
        cause: error,
      });
    }
    const { sampleRate, pcm } = parseWav(wav);
    return resample(pcm, sampleRate, AGENT_SAMPLE_RATE);
  };

  return {
    name: "offline",
    async warm() {
      // One throwaway word also warms the code paths (wasm tiers, the resampler's table):
      // the first real sentence then takes what every later one takes.
      await speakPiece("Hallo.", undefined);
    },
    async *synthesize(text, signal) {
      signal?.throwIfAborted();
      const pieces = splitForSpeech(speakableText(text.slice(0, MAX_TOTAL_CHARS)), MAX_PIECE_CHARS);
      for (const [index, piece] of pieces.entries()) {
        if (index > 0) await new Promise((resolve) => setImmediate(resolve));
        const audio = await speakPiece(piece, signal);
        if (audio.length > 0) yield audio;
      }
    },
  };
}
