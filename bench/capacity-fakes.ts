// The capacity section's fakes, in a child process of their own (bench/capacity.ts), so that
// neither the app's nor the load generator's CPU pays for them: the model (OpenAI-compatible,
// first token after 500 ms, then 30 tokens a second) and the speech services (recognition and
// voice, fixed delays). Sends their base URLs to the parent over IPC and runs until killed.
// The fakes record every request for tests; here nobody reads the records, so they are dropped
// every second (a run sends tens of thousands).
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import { safetyDecide } from "#tests/mocks/fake-safety.ts";
import { startFakeSpeechServer } from "#tests/mocks/fake-speech-server.ts";
import { splitWords } from "#tests/mocks/fake-upstream.ts";

export const FIRST_TOKEN_DELAY_MS = 500;
export const TOKENS_PER_SECOND = 30;
export const STT_DELAY_MS = 100;
export const TTS_FIRST_BYTE_DELAY_MS = 100;

const SENTENCES = [
  "Gute Frage, das schauen wir uns zusammen an.",
  "Bei Brüchen mit verschiedenen Nennern suchst du zuerst einen gemeinsamen Nenner.",
  "Für Viertel und Achtel ist das die Acht, denn vier passt zweimal hinein.",
  "Aus drei Vierteln werden so sechs Achtel, und dazu kommt noch ein Achtel.",
  "Zusammen sind das sieben Achtel.",
  "Probier es jetzt selbst mit zwei Dritteln plus einem Sechstel.",
  "Was bekommst du heraus, und wie bist du vorgegangen?",
];
/** A tutor's answer of 90 tokens (a word with its space or punctuation is one token here). */
export const REPLY_TOKENS = 90;

export function replyChunks(): string[] {
  const words = splitWords(SENTENCES.join(" "));
  return Array.from({ length: REPLY_TOKENS }, (_, i) => words[i % words.length] ?? "");
}

// Only when run as the child (import.meta.main), not when bench/capacity.ts imports the constants.
/**
 * How long after the first token the voice agent has its first sentence: its last word, and the
 * next word's start that tells it the sentence is over (src/server/voice/agent/sentences.ts).
 */
export const FIRST_SENTENCE_MS =
  ((replyChunks().findIndex((c) => /[.!?]\s*$/.test(c)) + 1) * 1000) / TOKENS_PER_SECOND;

if (import.meta.main && process.send) {
  const chunks = replyChunks();
  const model = await startFakeOpenAIServer({
    judge: safetyDecide,
    decide: () => ({
      kind: "reply",
      chunks,
      firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
      chunkDelayMs: 1000 / TOKENS_PER_SECOND,
    }),
  });
  const speech = await startFakeSpeechServer({
    transcriptionDelayMs: STT_DELAY_MS,
    firstByteDelayMs: TTS_FIRST_BYTE_DELAY_MS,
    // Short audio (at least 0.3 s a sentence): the first byte is what counts, as in bench/voice.ts.
    msPerChar: 5,
  });
  setInterval(() => {
    model.requests.length = 0;
    model.judgeRequests.length = 0;
    speech.requests.length = 0;
  }, 1000);
  process.send({ model: model.baseURL, speech: speech.baseURL });
  // A fake that stops would fail every pupil: a socket error is reported, not fatal.
  process.on("uncaughtException", (error) => process.stderr.write(`[capacity fakes] ${error.message}\n`));
  process.on("disconnect", () => process.exit(0));
}
