import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

// The pupil's voice for the voice journey (voice-session.spec.ts): a German question spoken by
// the project's own offline voice (eSpeak NG, src/server/voice/speech/offline-voice.ts), written
// as a WAV file that Chromium plays as the microphone (--use-file-for-fake-audio-capture). Made
// at test time by global-setup.ts (nothing binary in the repository), into test-results/, which
// Playwright does not empty (its own output is test-results/e2e).

/** What the pupil says. The fake speech recognition cannot understand it: it answers this text. */
export const PUPIL_QUESTION = "Wie rechne ich drei Viertel plus ein Achtel?";

/** Chromium's fake microphone file (PCM16 mono). */
export const PUPIL_QUESTION_WAV = fileURLToPath(
  new URL("../../../test-results/voice/pupil-question.wav", import.meta.url),
);

/** The WAV's rate: the agent's own, so the file's samples are the agent's (Chromium converts). */
export const PUPIL_QUESTION_RATE = 16_000;

/**
 * Silence before the question. Chromium starts the file when the page first opens the
 * microphone and plays it once (%noloop); the SDK opens it before it connects (and on Android,
 * the phone project, waits 3 s before connecting), and listens only once connected.
 */
export const LEAD_SILENCE_MS = 8_000;
/** Silence after it: the agent's turn detector ends a turn after 600 ms of silence. */
export const TAIL_SILENCE_MS = 2_000;

/** Writes the WAV (once per run); returns how long the spoken part is, in ms. */
export async function writePupilQuestionWav(): Promise<{ path: string; speechMs: number }> {
  // Loaded here, not at the top: the spec imports this module for its constants only, and its
  // workers need no WebAssembly voice.
  const { offlineTts } = await import("#server/voice/speech/offline-voice.ts");
  const { concatPcm16, encodeWav } = await import("#server/voice/speech/pcm.ts");
  const parts: Int16Array[] = [];
  for await (const pcm of offlineTts().synthesize(PUPIL_QUESTION)) parts.push(pcm);
  const speech = concatPcm16(parts);
  const silence = (ms: number) => new Int16Array((PUPIL_QUESTION_RATE * ms) / 1000);
  const wav = encodeWav(
    concatPcm16([silence(LEAD_SILENCE_MS), speech, silence(TAIL_SILENCE_MS)]),
    PUPIL_QUESTION_RATE,
  );
  mkdirSync(dirname(PUPIL_QUESTION_WAV), { recursive: true });
  writeFileSync(PUPIL_QUESTION_WAV, wav);
  return { path: PUPIL_QUESTION_WAV, speechMs: Math.round((speech.length * 1000) / PUPIL_QUESTION_RATE) };
}
