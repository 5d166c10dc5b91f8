import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_SPEECH_RATE,
  type FakeSpeechServer,
  startFakeSpeechServer,
} from "#tests/mocks/fake-speech-server.ts";
import { concatPcm16 } from "./pcm.ts";
import { resample } from "./resample.ts";
import { SpeechError } from "./speech-http.ts";
import { estimateHz, firstDifference } from "./test-signals.ts";
import { openAiCompatibleTts } from "./tts.ts";

const SENTENCE = "Drei Viertel sind mehr als die Hälfte.";

let fake: FakeSpeechServer;
let wav: FakeSpeechServer;
beforeAll(async () => {
  fake = await startFakeSpeechServer({ apiKey: "sk-voice", speechChunks: 4, chunkDelayMs: 150 });
  wav = await startFakeSpeechServer({ speechFormat: "wav", speechChunks: 5 });
});
afterAll(async () => {
  await fake?.close();
  await wav?.close();
});

const tts = (server = () => fake, apiKey: string | undefined = "sk-voice") =>
  openAiCompatibleTts({ baseURL: server().baseURL, model: "tts-1", voice: "alloy", apiKey });

describe("openAiCompatibleTts", () => {
  it("streams the answer resampled to 16 kHz while the server is still sending", async () => {
    const received: Int16Array[] = [];
    let sentAtFirstChunk = -1;
    for await (const chunk of tts().synthesize(SENTENCE)) {
      if (received.length === 0) sentAtFirstChunk = fake.requests.at(-1)?.bytesSent ?? -1;
      received.push(chunk);
    }
    const request = fake.requests.at(-1);
    expect(request?.body).toEqual({
      model: "tts-1",
      voice: "alloy",
      input: SENTENCE,
      response_format: "pcm",
    });
    expect(request?.headers.authorization).toBe("Bearer sk-voice");
    // The first audio came before the server had sent everything.
    expect(sentAtFirstChunk).toBeGreaterThan(0);
    expect(sentAtFirstChunk).toBeLessThan(request?.bytesSent ?? 0);
    expect(received.length).toBeGreaterThan(1);

    // Chunks cut mid-sample on the wire give exactly the one-shot conversion: 24 → 16 kHz.
    const source = fake.speechFor(SENTENCE);
    const audio = concatPcm16(received);
    expect(audio.length).toBe(Math.ceil((source.length * 2) / 3));
    expect(firstDifference(audio, resample(source, FAKE_SPEECH_RATE, 16_000))).toBe(-1);
    expect(estimateHz(audio.subarray(1000, -1000), 16_000)).toBeCloseTo(440, 0);
  });

  it("reads a server's WAV answer by its header", async () => {
    const audio = concatPcm16(await collect(tts(() => wav, undefined).synthesize("Hallo")));
    expect(firstDifference(audio, resample(wav.speechFor("Hallo"), FAKE_SPEECH_RATE, 16_000))).toBe(-1);
  });

  it("stops reading when the caller aborts, and when the consumer stops early", async () => {
    const controller = new AbortController();
    let chunks = 0;
    const reading = (async () => {
      for await (const _ of tts().synthesize(SENTENCE, controller.signal)) {
        chunks++;
        controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: "AbortError" });
    expect(chunks).toBe(1);
    const aborted = await fake.settled(fake.requests.length - 1);
    expect(aborted.aborted).toBe(true);
    expect(aborted.bytesSent).toBeLessThan(fake.speechFor(SENTENCE).byteLength);

    for await (const _ of tts().synthesize(SENTENCE)) break;
    await expect(fake.settled(fake.requests.length - 1)).resolves.toMatchObject({ aborted: true });
  });

  it("reports a refused key, and a compressed answer it cannot play", async () => {
    await expect(collect(tts(() => fake, "sk-wrong").synthesize(SENTENCE))).rejects.toMatchObject({
      name: "SpeechError",
      code: "http",
      status: 401,
    });
    const mp3 = openAiCompatibleTts({
      baseURL: "http://speech.invalid/v1",
      model: "tts-1",
      voice: "alloy",
      fetch: async () => new Response("ID3\x04", { headers: { "content-type": "audio/mpeg" } }),
    });
    const error = await collect(mp3.synthesize(SENTENCE)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ code: "format", message: expect.stringMatching(/audio\/mpeg/) });
  });

  it("asks nothing for empty text", async () => {
    const before = fake.requests.length;
    expect(await collect(tts().synthesize("   "))).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });
});

async function collect(chunks: AsyncIterable<Int16Array>): Promise<Int16Array[]> {
  const out: Int16Array[] = [];
  for await (const c of chunks) out.push(c);
  return out;
}
