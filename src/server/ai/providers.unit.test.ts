import { generateText } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "#server/env.ts";
import { collectReply, PUPIL_SAYS } from "#tests/mocks/collect-reply.ts";
import { startFakeAnthropicServer } from "#tests/mocks/fake-anthropic-server.ts";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import type { FakeUpstream } from "#tests/mocks/fake-upstream.ts";
import { createModels } from "./models.ts";
import { buildTutorSystemPrompt } from "./prompts/tutor-prompt.ts";
import { buildUntrustedContext } from "./prompts/untrusted-context.ts";

// Each real provider package against a local fake server speaking its wire protocol.
let fake: FakeUpstream | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const instructions = [
  buildTutorSystemPrompt({ subject: "mathematik", schoolType: "PRIMARY", grade: 5, sessionType: "chat" }),
  buildUntrustedContext({ files: [{ name: "blatt.txt", text: "Aufgabe 3: 6/8 kürzen" }] }),
].join("\n\n");
const context = {
  subjectId: "mathematik" as const,
  schoolType: "PRIMARY" as const,
  grade: 5,
  topic: "Brüche",
  learningProfile: null,
};
const REPLY = "Gute Frage! Welche Zahl teilt 6 und 8?";

describe("createModels", () => {
  it("runs the built-in offline tutor without settings and says so in the log", () => {
    const info = vi.fn();
    const models = createModels(parseEnv({}), { logger: { info } });
    expect(models).toMatchObject({ provider: "offline", isOffline: true });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ offline: true }),
      expect.stringMatching(/Offline-Tutor/),
    );
  });

  it.each([
    [{ AI_PROVIDER: "openai", AI_API_KEY: "sk-x" }, "openai.chat", "gpt-5.4-mini"],
    [{ AI_PROVIDER: "openai", AI_API_KEY: "sk-x", AI_MODEL: "gpt-4.1-mini" }, "openai.chat", "gpt-4.1-mini"],
    [{ AI_PROVIDER: "anthropic", AI_API_KEY: "sk-ant-x" }, "anthropic.messages", "claude-haiku-4-5"],
    [
      { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "qwen3:8b" },
      "openai-compatible.chat",
      "qwen3:8b",
    ],
  ])("builds %j as %s %s", (source, provider, modelId) => {
    const models = createModels(parseEnv(source));
    expect(models.tutor.provider).toBe(provider);
    expect(models.tutor.modelId).toBe(modelId);
    expect(models).toMatchObject({ modelId, isOffline: false });
    expect(models.description).toContain(modelId);
  });

  it("fails clearly when a hosted provider has no key (also without parseEnv)", () => {
    const env = { ...parseEnv({}), AI_PROVIDER: "anthropic" as const };
    expect(() => createModels(env)).toThrow(/AI_API_KEY is required when AI_PROVIDER=anthropic/);
  });

  it("takes a fake model from the composition root", () => {
    const tutor = { ...createModels(parseEnv({})).tutor, modelId: "fake" };
    expect(createModels(parseEnv({ AI_PROVIDER: "openai", AI_API_KEY: "k" }), { tutor })).toMatchObject({
      tutor,
      modelId: "fake",
    });
  });
});

describe("streaming through each provider package", () => {
  /** The pupil's question streamed through the tutor model these settings build. */
  function replyThrough(source: Record<string, string>, extra: { context?: typeof context } = {}) {
    const models = createModels(parseEnv(source));
    return collectReply({
      model: models.tutor,
      instructions,
      messages: PUPIL_SAYS,
      resilience: models.resilience,
      ...extra,
    });
  }

  it("openai-compatible (Ollama, vLLM, …): Chat Completions SSE, no key needed", async () => {
    fake = await startFakeOpenAIServer();
    fake.script({ kind: "reply", text: REPLY });
    const { text, last } = await replyThrough(
      { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseURL, AI_MODEL: "llama3.1" },
      { context },
    );
    expect(text).toBe(REPLY);
    expect(last).toMatchObject({ type: "done", text: REPLY, finishReason: "stop" });

    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toMatchObject({ model: "llama3.1", stream: true });
    expect(request?.body.messages[0]).toMatchObject({ role: "system" });
    expect(request?.body.messages[0].content).toContain("Schweizer Hochdeutsch");
    expect(request?.body.messages[0].content).toContain("<schuelermaterial>");
    expect(request?.body.messages[1]).toEqual({ role: "user", content: "Wie kürze ich 6/8?" });
    // The offline engine's context stays out of the request body.
    expect(JSON.stringify(request?.body)).not.toContain("lernfunke");
  });

  it("openai: Chat Completions (not the Responses API) with the key as bearer token", async () => {
    fake = await startFakeOpenAIServer({ apiKey: "sk-test" });
    fake.script({ kind: "reply", text: REPLY });
    const { text } = await replyThrough({
      AI_PROVIDER: "openai",
      AI_API_KEY: "sk-test",
      AI_BASE_URL: fake.baseURL,
    });
    expect(text).toBe(REPLY);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("gpt-5.4-mini");
    // OpenAI's reasoning models take the system prompt as a "developer" message.
    expect(["system", "developer"]).toContain(request?.body.messages[0].role);
    expect(request?.body.messages[0].content).toContain("sokratisch");
  });

  it("anthropic: Messages API SSE, system prompt in `system`, key in x-api-key", async () => {
    fake = await startFakeAnthropicServer({ apiKey: "sk-ant-test" });
    fake.script({ kind: "reply", text: REPLY });
    const { text, last } = await replyThrough({
      AI_PROVIDER: "anthropic",
      AI_API_KEY: "sk-ant-test",
      AI_BASE_URL: fake.baseURL,
    });
    expect(text).toBe(REPLY);
    expect(last).toMatchObject({ type: "done" });
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/messages");
    expect(request?.headers["x-api-key"]).toBe("sk-ant-test");
    expect(request?.body).toMatchObject({ model: "claude-haiku-4-5", stream: true });
    expect(JSON.stringify(request?.body.system)).toContain("Schweizer Hochdeutsch");
    expect(request?.body.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Wie kürze ich 6/8?" }] },
    ]);
  });

  it("non-streaming calls get the JSON answer (openai-compatible and anthropic)", async () => {
    fake = await startFakeOpenAIServer();
    const compatible = createModels(
      parseEnv({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseURL, AI_MODEL: "m" }),
    );
    expect((await generateText({ model: compatible.tutor, prompt: "Hallo", maxRetries: 0 })).text).toBe(
      fake.defaultReply,
    );
    await fake.close();

    fake = await startFakeAnthropicServer();
    const anthropic = createModels(
      parseEnv({ AI_PROVIDER: "anthropic", AI_API_KEY: "k", AI_BASE_URL: fake.baseURL }),
    );
    expect((await generateText({ model: anthropic.tutor, prompt: "Hallo", maxRetries: 0 })).text).toBe(
      fake.defaultReply,
    );
  });

  it("a wrong key is not retried and the pupil reads the generic message", async () => {
    fake = await startFakeOpenAIServer({ apiKey: "right" });
    const { error } = await replyThrough({
      AI_PROVIDER: "openai",
      AI_API_KEY: "wrong",
      AI_BASE_URL: fake.baseURL,
    });
    expect(error).toMatchObject({ code: "model_rejected", surface: "logged" });
    expect(error?.message).toMatch(/Der KI-Tutor antwortet gerade nicht/);
    expect(error?.toLog()).toMatchObject({ upstreamStatus: 401 });
    expect(fake.requests).toHaveLength(1);
  });
});
