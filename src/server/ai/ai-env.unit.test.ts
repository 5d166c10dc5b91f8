import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#server/env.ts";

describe("AI settings", () => {
  it("default to the offline tutor with the documented limits", () => {
    expect(parseEnv({})).toMatchObject({
      AI_PROVIDER: "offline",
      AI_TIMEOUT_MS: 30_000,
      AI_STALL_MS: 15_000,
      AI_MAX_RETRIES: 2,
      AI_REQUESTS_PER_MINUTE: 12,
      AI_REQUESTS_PER_DAY: 300,
      SAFETY_MODEL_TIMEOUT_MS: 4000,
    });
    expect(parseEnv({ SAFETY_MODEL_TIMEOUT_MS: "500" }).SAFETY_MODEL_TIMEOUT_MS).toBe(500);
    expect(parseEnv({ AI_PROVIDER: "" }).AI_PROVIDER).toBe("offline");
  });

  it("accept each hosted provider with what it needs", () => {
    expect(parseEnv({ AI_PROVIDER: "openai", AI_API_KEY: "sk-x" }).AI_PROVIDER).toBe("openai");
    expect(parseEnv({ AI_PROVIDER: "anthropic", AI_API_KEY: "sk-ant-x" }).AI_PROVIDER).toBe("anthropic");
    const ollama = parseEnv({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://localhost:11434/v1",
      AI_MODEL: "llama3.1",
    });
    expect(ollama.AI_PROVIDER).toBe("openai-compatible");
    expect(ollama.AI_API_KEY).toBeUndefined();
  });

  it.each([
    [{ AI_PROVIDER: "openai" }, "AI_API_KEY", /required when AI_PROVIDER=openai/],
    [{ AI_PROVIDER: "anthropic" }, "AI_API_KEY", /required when AI_PROVIDER=anthropic/],
    [{ AI_PROVIDER: "openai-compatible", AI_MODEL: "x" }, "AI_BASE_URL", /Ollama/],
    [{ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://h/v1" }, "AI_MODEL", /model name/],
    [{ AI_API_KEY: "sk-x" }, "AI_PROVIDER", /must be set when AI_API_KEY is set/],
    [{ AI_PROVIDER: "gemini" }, "AI_PROVIDER", /must be offline, openai/],
    [{ AI_BASE_URL: "not a url" }, "AI_BASE_URL", /./],
    [{ AI_MAX_RETRIES: "9" }, "AI_MAX_RETRIES", /./],
    [{ SAFETY_MODEL_TIMEOUT_MS: "499" }, "SAFETY_MODEL_TIMEOUT_MS", /./],
    [{ SAFETY_MODEL_TIMEOUT_MS: "30001" }, "SAFETY_MODEL_TIMEOUT_MS", /./],
  ])("stop on %j naming %s", (source, name, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: .*${message.source}`));
  });
});
