// The local voice agent's speech seam (decision 018): what it needs from speech recognition and
// from a voice. Audio is PCM16 mono at 16 kHz everywhere inside the agent (the protocol's
// pcm_16000); implementations convert at their edges.

export const AGENT_SAMPLE_RATE = 16_000;

export interface SpeechToText {
  /** Names the back end for /api/elevenlabs/health and the logs. */
  readonly name: "openai-compatible";
  /** One finished utterance of the pupil → its German text ("" when nothing was understood). */
  transcribe(pcm: Int16Array, signal?: AbortSignal): Promise<string>;
}

export interface TextToSpeech {
  readonly name: "openai-compatible" | "offline";
  /**
   * One sentence → its audio, PCM16 mono 16 kHz, in chunks as they become ready. Stops early
   * when the signal aborts (the pupil interrupted).
   */
  synthesize(text: string, signal?: AbortSignal): AsyncIterable<Int16Array>;
}
