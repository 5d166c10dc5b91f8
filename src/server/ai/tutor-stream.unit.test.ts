import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "#server/env.ts";
import { collectReply, PUPIL_SAYS } from "#tests/mocks/collect-reply.ts";
import { startFakeAnthropicServer } from "#tests/mocks/fake-anthropic-server.ts";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import type { FakeUpstream } from "#tests/mocks/fake-upstream.ts";
import { TUTOR_MESSAGES } from "./model-errors.ts";
import { createModels } from "./models.ts";
import { type ResilienceOptions, streamTutorReply } from "./tutor-stream.ts";

// Retries, stall guard and deadline against a real HTTP provider (openai-compatible) talking
// to the fake server, with short timings. streamText retries HTTP errors after 2 s, then 4 s
// (the AI SDK's backoff) unless the server sends Retry-After; stalled-start.ts retries a reply
// whose first word does not come (docs/decisions/032-streamtext-and-stalled-start.md).
let fake: FakeUpstream;
const fast: ResilienceOptions = { timeoutMs: 5000, stallMs: 300, maxRetries: 2 };
/** Waits through the AI SDK's backoff (2 s + 4 s). */
const BACKOFF_TIMEOUT = 15_000;

beforeEach(async () => {
  fake = await startFakeOpenAIServer();
});
afterEach(() => fake.close());

const tutor = () =>
  createModels(parseEnv({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseURL, AI_MODEL: "m" }))
    .tutor;
const reply = (resilience: ResilienceOptions = fast, abortSignal?: AbortSignal) =>
  collectReply({
    model: tutor(),
    instructions: "Du bist ein Tutor.",
    messages: PUPIL_SAYS,
    resilience,
    abortSignal,
  });

describe("before the first token", () => {
  it("retries a 429, honouring Retry-After, then succeeds", async () => {
    fake.script({ kind: "status", status: 429, retryAfter: "0.2" }, { kind: "reply", text: "Hallo du" });
    const started = Date.now();
    const { text, last } = await reply();
    expect(text).toBe("Hallo du");
    expect(last?.type).toBe("done");
    expect(fake.requests).toHaveLength(2);
    // Waited for Retry-After (0.2 s), not for the backoff (2 s).
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it(
    "retries 500s with backoff, then succeeds",
    async () => {
      fake.script(
        { kind: "status", status: 500 },
        { kind: "status", status: 502 },
        { kind: "reply", text: "Geht wieder" },
      );
      expect((await reply({ ...fast, timeoutMs: 10_000 })).text).toBe("Geht wieder");
      expect(fake.requests).toHaveLength(3);
    },
    BACKOFF_TIMEOUT,
  );

  it("gives up after the retries with the German message, keeping the cause for the log", async () => {
    fake.script(
      ...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 503, retryAfter: "0" })),
    );
    const { error, text } = await reply();
    expect(text).toBe("");
    expect(error).toMatchObject({ code: "model_unavailable", status: 503, surface: "shown" });
    expect(error?.message).toBe(
      "Der KI-Tutor antwortet gerade nicht. Deine Nachricht ist gespeichert – versuche es gleich noch einmal.",
    );
    expect(error?.toLog()).toMatchObject({ upstreamStatus: 503 });
    expect(fake.requests).toHaveLength(3);
  });

  it("says the tutor is busy after repeated 429s", async () => {
    fake.script(
      ...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 429, retryAfter: "0" })),
    );
    const { error } = await reply();
    expect(error).toMatchObject({ code: "model_busy", message: TUTOR_MESSAGES.busy });
    expect(error?.message).toMatch(/^Der KI-Tutor ist gerade sehr beschäftigt/);
  });

  it("does not wait for a Retry-After above the cap", async () => {
    fake.script({ kind: "status", status: 429, retryAfter: "120" });
    const started = Date.now();
    const { error } = await reply();
    expect(error?.code).toBe("model_busy");
    expect(fake.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("aborts a server that never answers (stall) and retries", async () => {
    fake.script({ kind: "hang" }, { kind: "reply", text: "Da bin ich" });
    expect((await reply()).text).toBe("Da bin ich");
    expect(fake.requests).toHaveLength(2);
  });

  it("retries a slow first token, and times out when it stays slow", async () => {
    fake.script(
      { kind: "reply", text: "spät", firstTokenDelayMs: 600 },
      { kind: "reply", text: "rechtzeitig" },
    );
    expect((await reply()).text).toBe("rechtzeitig");

    fake.script(...Array.from({ length: 3 }, () => ({ kind: "hang" as const })));
    const { error } = await reply({ ...fast, stallMs: 100 });
    expect(error).toMatchObject({ code: "model_timeout", message: TUTOR_MESSAGES.unavailable });
  });

  it("stops at the deadline for the whole call", async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ kind: "hang" as const })));
    const started = Date.now();
    const { error } = await reply({ ...fast, timeoutMs: 1000, stallMs: 5000 });
    expect(error?.code).toBe("model_timeout");
    expect(fake.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe("after the first token", () => {
  it("does not retry a stall (it would repeat text): the reply ends with an error", async () => {
    fake.script({ kind: "stall", afterChunks: 2, text: "Eins zwei drei vier" });
    const { text, error, events } = await reply();
    expect(text).toBe("Eins zwei ");
    expect(error).toMatchObject({ code: "model_stalled" });
    expect(error?.message).toMatch(/abgebrochen.*gespeichert/);
    expect(events.at(-1)).toMatchObject({ type: "error", text: "Eins zwei " });
    expect(fake.requests).toHaveLength(1);
  });

  it("does not retry a broken connection", async () => {
    fake.script(
      { kind: "reset", afterChunks: 1, text: "Hallo Welt" },
      { kind: "reply", text: "nie gesendet" },
    );
    const { text, error } = await reply();
    expect(text).toBe("Hallo ");
    expect(error?.code).toMatch(/^model_/);
    expect(fake.requests).toHaveLength(1);
  });

  it("ends a reply that outlives the deadline", async () => {
    fake.script({ kind: "reply", text: "a b c d e f g h", chunkDelayMs: 200 });
    const { text, error } = await reply({ ...fast, timeoutMs: 1000, stallMs: 500 });
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toBe("a b c d e f g h");
    expect(error?.code).toBe("model_timeout");
  });

  it("lets a slow but steady stream finish", async () => {
    fake.script({ kind: "reply", text: "a b c d e", chunkDelayMs: 100 });
    expect((await reply({ ...fast, stallMs: 300 })).text).toBe("a b c d e");
  });
});

describe("cancellation", () => {
  it("stops quietly when the pupil leaves (abort signal)", async () => {
    fake.script({ kind: "hang" });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { events } = await reply({ ...fast, stallMs: 5000 }, controller.signal);
    expect(events.filter((e) => e.type === "error")).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("with the Anthropic protocol", () => {
  it(
    "retries a 529 overloaded, then streams",
    async () => {
      const anthropic = await startFakeAnthropicServer();
      try {
        anthropic.script({ kind: "status", status: 529 }, { kind: "reply", text: "Grüezi" });
        const models = createModels(
          parseEnv({ AI_PROVIDER: "anthropic", AI_API_KEY: "k", AI_BASE_URL: anthropic.baseURL }),
        );
        const { text } = await collectReply({
          model: models.tutor,
          instructions: "x",
          messages: PUPIL_SAYS,
          resilience: fast,
        });
        expect(text).toBe("Grüezi");
        expect(anthropic.requests).toHaveLength(2);
      } finally {
        await anthropic.close();
      }
    },
    BACKOFF_TIMEOUT,
  );
});

describe("with a mock model", () => {
  const USAGE = {
    inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 3, text: 3, reasoning: 0 },
  };

  it("turns a provider error part after the first token into the end of the reply", async () => {
    const parts: LanguageModelV4StreamPart[] = [
      { type: "stream-start", warnings: [] },
      { type: "text-start", id: "1" },
      { type: "text-delta", id: "1", delta: "Teil" },
      { type: "error", error: new Error("upstream broke") },
    ];
    const model = new MockLanguageModelV4({
      doStream: async () => ({ stream: simulateReadableStream({ chunks: parts }) }),
    });
    const { text, error } = await collectReply({
      model,
      instructions: "x",
      messages: PUPIL_SAYS,
      resilience: fast,
    });
    expect(text).toBe("Teil");
    expect(error?.code).toBe("model_unavailable");
    expect(model.doStreamCalls).toHaveLength(1);
  });

  it("does not count a slow consumer as a stalled model", async () => {
    const parts: LanguageModelV4StreamPart[] = [
      { type: "text-start", id: "1" },
      { type: "text-delta", id: "1", delta: "a" },
      { type: "text-delta", id: "1", delta: "b" },
      { type: "text-delta", id: "1", delta: "c" },
      { type: "text-end", id: "1" },
      { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: USAGE },
    ];
    const model = new MockLanguageModelV4({
      doStream: async () => ({ stream: simulateReadableStream({ chunks: parts }) }),
    });
    const events = streamTutorReply({
      model,
      instructions: "x",
      messages: PUPIL_SAYS,
      resilience: { ...fast, stallMs: 50 },
    });
    const seen: string[] = [];
    for await (const event of events) {
      seen.push(event.type === "text" ? event.delta : event.type);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    expect(seen).toEqual(["a", "b", "c", "done"]);
  });
});
