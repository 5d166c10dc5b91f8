import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#server/env.ts";
import { type FakeSpeechServer, startFakeSpeechServer } from "#tests/mocks/fake-speech-server.ts";
import { speechFromEnv } from "./speech-from-env.ts";
import { tone } from "./test-signals.ts";

let fake: FakeSpeechServer;
beforeAll(async () => {
  fake = await startFakeSpeechServer();
});
afterAll(async () => {
  await fake?.close();
});

describe("speechFromEnv", () => {
  it("without settings: no speech recognition and the offline voice", () => {
    const speech = speechFromEnv(parseEnv({}));
    expect(speech.stt).toBeNull();
    expect(speech.tts.name).toBe("offline");
  });

  it("uses the configured endpoints with their model, voice and keys", async () => {
    const speech = speechFromEnv(
      parseEnv({
        STT_BASE_URL: fake.baseURL,
        STT_API_KEY: "stt-key",
        TTS_BASE_URL: fake.baseURL,
        TTS_MODEL: "gpt-4o-mini-tts",
        TTS_VOICE: "nova",
        TTS_API_KEY: "tts-key",
      }),
    );
    expect(speech.stt?.name).toBe("openai-compatible");
    expect(speech.tts.name).toBe("openai-compatible");
    await speech.warm(); // nothing to prepare for a remote voice

    fake.transcripts.push("Hallo");
    await expect(speech.stt?.transcribe(tone(300, -20))).resolves.toBe("Hallo");
    for await (const _ of speech.tts.synthesize("Hallo")) break;
    const [heard, spoken] = fake.requests;
    expect(heard?.fields.model).toBe("whisper-1");
    expect(heard?.headers.authorization).toBe("Bearer stt-key");
    expect(spoken?.body).toMatchObject({ model: "gpt-4o-mini-tts", voice: "nova" });
    expect(spoken?.headers.authorization).toBe("Bearer tts-key");
  });
});
