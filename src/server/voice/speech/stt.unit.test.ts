import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSpeechServer, startFakeSpeechServer } from "#tests/mocks/fake-speech-server.ts";
import { SpeechError } from "./speech-http.ts";
import { openAiCompatibleStt } from "./stt.ts";
import { firstDifference, tone } from "./test-signals.ts";

let fake: FakeSpeechServer;
let slow: FakeSpeechServer;
beforeAll(async () => {
  fake = await startFakeSpeechServer({ apiKey: "sk-test-right" });
  slow = await startFakeSpeechServer({ transcriptionDelayMs: 5000 });
});
afterAll(async () => {
  await fake?.close();
  await slow?.close();
});

const utterance = tone(800, -20);

describe("openAiCompatibleStt", () => {
  it("uploads a 16 kHz WAV with model and language and returns the trimmed text", async () => {
    const stt = openAiCompatibleStt({ baseURL: fake.baseURL, model: "whisper-1", apiKey: "sk-test-right" });
    fake.transcripts.push("  Drei Viertel.\n");
    await expect(stt.transcribe(utterance)).resolves.toBe("Drei Viertel.");
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      kind: "transcription",
      path: "/v1/audio/transcriptions",
      fields: { model: "whisper-1", language: "de", response_format: "json" },
      file: {
        fileName: "audio.wav",
        contentType: "audio/wav",
        riffWave: true,
        format: 1,
        channels: 1,
        sampleRate: 16_000,
        bitsPerSample: 16,
        samples: utterance.length,
      },
    });
    expect(request?.headers.authorization).toBe("Bearer sk-test-right");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(firstDifference(request?.file?.pcm ?? new Int16Array(0), utterance)).toBe(-1);
  });

  it("sends no Authorization header without a key, and nothing at all for no audio", async () => {
    const stt = openAiCompatibleStt({ baseURL: `${slow.baseURL}/`, model: "small" });
    await expect(stt.transcribe(new Int16Array(0))).resolves.toBe("");
    expect(slow.requests).toHaveLength(0);
    const controller = new AbortController();
    const pending = stt.transcribe(utterance, controller.signal);
    await waitFor(() => slow.requests.length === 1);
    expect(slow.requests[0]?.headers.authorization).toBeUndefined();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reports a refused key with the status, without repeating the key", async () => {
    const stt = openAiCompatibleStt({ baseURL: fake.baseURL, model: "whisper-1", apiKey: "sk-test-wrong" });
    const error = await stt.transcribe(utterance).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ service: "stt", code: "http", status: 401 });
    expect((error as Error).message).toMatch(/HTTP 401: Incorrect API key provided: \[redacted\]/);
    expect((error as Error).message).not.toContain("sk-test-wrong");
  });

  it("reports a server error with its message", async () => {
    const stt = openAiCompatibleStt({ baseURL: fake.baseURL, model: "whisper-1", apiKey: "sk-test-right" });
    fake.failNext(503, "The engine is currently overloaded");
    await expect(stt.transcribe(utterance)).rejects.toMatchObject({
      code: "http",
      status: 503,
      message: "speech recognition: HTTP 503: The engine is currently overloaded",
    });
  });

  it("gives up at its deadline, and the caller's abort stops the request at once", async () => {
    const stt = openAiCompatibleStt({ baseURL: slow.baseURL, model: "small", timeoutMs: 200 });
    const before = slow.requests.length;
    await expect(stt.transcribe(utterance)).rejects.toMatchObject({ name: "SpeechError", code: "timeout" });
    await expect(slow.settled(before)).resolves.toMatchObject({ aborted: true });

    const aborted = AbortSignal.abort();
    await expect(stt.transcribe(utterance, aborted)).rejects.toMatchObject({ name: "AbortError" });
    expect(slow.requests.length).toBe(before + 1);
  });

  it("reports a server that is not there as a network error", async () => {
    const gone = await startFakeSpeechServer();
    await gone.close();
    const stt = openAiCompatibleStt({ baseURL: gone.baseURL, model: "whisper-1" });
    await expect(stt.transcribe(utterance)).rejects.toMatchObject({ name: "SpeechError", code: "network" });
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}
