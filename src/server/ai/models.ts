import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { Env } from "#server/env.ts";
import { createOfflineTutorModel } from "./offline/offline-model.ts";
import { createSafetyJudge, type SafetyJudge, type SafetyJudgeOptions } from "./safety/model-opinion.ts";
import { type ResilienceOptions, resilienceFromEnv } from "./tutor-stream.ts";

// The one seam between Lernfunke and a language model. The environment picks the provider;
// tests pass a fake through `overrides` at the composition root (docs/architecture.md, Start-up).
//
// OpenAI is called through the Chat Completions API (`.chat(model)`), not the Responses API the
// provider uses by default since @ai-sdk/openai 2: the tutor needs no built-in tools or stored
// conversations, Chat Completions does not keep responses on OpenAI's side by default (the
// Responses API stores them unless `store: false` – data minimisation for minors), and one wire
// protocol serves OpenAI, Azure-style proxies and every OpenAI-compatible server alike, which
// tests/mocks/fake-openai-server.ts speaks.
export type AiProvider = Env["AI_PROVIDER"];

export type AiEnv = Pick<
  Env,
  | "AI_PROVIDER"
  | "AI_MODEL"
  | "AI_BASE_URL"
  | "AI_API_KEY"
  | "AI_TIMEOUT_MS"
  | "AI_STALL_MS"
  | "AI_MAX_RETRIES"
  | "SAFETY_MODEL_TIMEOUT_MS"
>;

export const DEFAULT_MODELS: Record<AiProvider, string | null> = {
  offline: "lernfunke-offline",
  openai: "gpt-5.4-mini",
  anthropic: "claude-haiku-4-5",
  // No sensible default: the model is whatever the local server has loaded (env.ts requires it).
  "openai-compatible": null,
};

export type Models = {
  /** The tutor's model, unwrapped; stream it through streamTutorReply (retries, stall guard). */
  tutor: LanguageModelV4;
  provider: AiProvider;
  modelId: string;
  isOffline: boolean;
  resilience: ResilienceOptions;
  /**
   * The configured model's second opinion on each pupil message (crisis or not), beside the
   * rules in safety/crisis.ts; null with the offline tutor (no model to ask).
   */
  safetyJudge: SafetyJudge | null;
  /** One line for the start-up log. */
  description: string;
};

export type ModelOverrides = {
  /** Replaces the configured model (tests: MockLanguageModelV4, a fake server's client). */
  tutor?: LanguageModelV4;
  /**
   * The second opinion on pupil messages. Unset: a judge over the configured model (none over an
   * override tutor, which is a test double); null: none, as with the offline tutor; a function:
   * that judge.
   */
  safetyJudge?: SafetyJudge | null;
  /** The fetch the HTTP providers use (tests, proxies). */
  fetch?: typeof globalThis.fetch;
  logger?: { info: (fields: Record<string, unknown>, message: string) => void };
};

export function createModels(env: AiEnv, overrides: ModelOverrides = {}): Models {
  const provider = env.AI_PROVIDER;
  const tutor = overrides.tutor ?? buildTutor(env, overrides.fetch);
  const modelId = overrides.tutor ? tutor.modelId : modelIdFor(env);
  const isOffline = !overrides.tutor && provider === "offline";
  const description = isOffline
    ? "KI-Tutor: eingebauter Offline-Tutor (kein AI_PROVIDER/AI_API_KEY gesetzt, es werden keine Daten an einen KI-Dienst geschickt)"
    : `KI-Tutor: ${overrides.tutor ? "Test-Modell" : provider} ${modelId}${env.AI_BASE_URL && !overrides.tutor ? ` über ${new URL(env.AI_BASE_URL).origin}` : ""}`;
  overrides.logger?.info({ aiProvider: provider, aiModel: modelId, offline: isOffline }, description);
  // A test's override tutor is a double: it gets a judge only when the test gives one.
  const safetyJudge =
    overrides.safetyJudge !== undefined
      ? overrides.safetyJudge
      : isOffline || overrides.tutor
        ? null
        : createSafetyJudge(tutor, {
            timeoutMs: env.SAFETY_MODEL_TIMEOUT_MS,
            reasoning: overrides.tutor ? undefined : judgeReasoning(env.AI_PROVIDER, modelId),
            // buildTutor names the OpenAI-compatible provider so; its servers may not take a schema.
            structuredOutput: !tutor.provider.startsWith("openai-compatible"),
          });
  return {
    tutor,
    provider,
    modelId,
    isOffline,
    resilience: resilienceFromEnv(env),
    safetyJudge,
    description,
  };
}

/**
 * Reasoning for the safety judge's short call. Off for the GPT-5 family (gpt-5, gpt-5.4-mini, …),
 * whose reasoning tokens would eat the small output budget and the deadline (gpt-5 itself gets
 * its lowest effort, "minimal"), and for Anthropic, where "none" keeps extended thinking off.
 * Unset elsewhere: older OpenAI models reject the parameter, o-series models reject "none", and
 * OpenAI-compatible servers differ.
 */
export function judgeReasoning(provider: AiProvider, modelId: string): SafetyJudgeOptions["reasoning"] {
  if (provider === "anthropic") return "none";
  if (provider === "openai" && /^gpt-5(?:\.\d+)?(?:-mini|-nano)?(?:-\d{4}-\d{2}-\d{2})?$/.test(modelId)) {
    return "none";
  }
  return undefined;
}

function modelIdFor(env: AiEnv): string {
  const id = env.AI_MODEL ?? DEFAULT_MODELS[env.AI_PROVIDER];
  if (!id) throw new Error(`AI_MODEL is required when AI_PROVIDER=${env.AI_PROVIDER}`);
  return id;
}

function buildTutor(env: AiEnv, fetch: typeof globalThis.fetch | undefined): LanguageModelV4 {
  const modelId = modelIdFor(env);
  const baseURL = env.AI_BASE_URL?.replace(/\/+$/, "");
  switch (env.AI_PROVIDER) {
    case "offline":
      return createOfflineTutorModel();
    case "openai":
      return createOpenAI({ apiKey: requireKey(env), baseURL, fetch }).chat(modelId);
    case "anthropic":
      return createAnthropic({ apiKey: requireKey(env), baseURL, fetch }).languageModel(modelId);
    case "openai-compatible": {
      if (!baseURL) throw new Error("AI_BASE_URL is required when AI_PROVIDER=openai-compatible");
      // The name keys providerOptions: it must not be "lernfunke", or the offline engine's
      // context would be copied into the request body.
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        apiKey: env.AI_API_KEY,
        includeUsage: true,
        fetch,
      }).chatModel(modelId);
    }
  }
}

function requireKey(env: AiEnv): string {
  if (!env.AI_API_KEY) throw new Error(`AI_API_KEY is required when AI_PROVIDER=${env.AI_PROVIDER}`);
  return env.AI_API_KEY;
}
