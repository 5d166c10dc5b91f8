import type {
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";

// A tutor model for tests of what the model is sent: it records every prompt (system text,
// turns, the offline context's files, the abort signal) and streams the reply `reply` makes.
export type RecordedCall = {
  system: string;
  turns: Array<{ role: string; text: string }>;
  files: unknown;
  aborted: () => boolean;
};

export function recordingModel(calls: RecordedCall[], reply: (call: RecordedCall, n: number) => string) {
  return new MockLanguageModelV4({
    doStream: async (options: LanguageModelV4CallOptions) => {
      const signal = options.abortSignal;
      const call: RecordedCall = {
        system: (options.prompt.find((m) => m.role === "system")?.content as string) ?? "",
        turns: options.prompt
          .filter((m) => m.role !== "system")
          .map((m) => ({
            role: m.role,
            text: Array.isArray(m.content) && m.content[0]?.type === "text" ? m.content[0].text : "?",
          })),
        files: options.providerOptions?.lernfunke?.files,
        aborted: () => !!signal?.aborted,
      };
      calls.push(call);
      const chunks: LanguageModelV4StreamPart[] = [
        { type: "text-start", id: "1" },
        { type: "text-delta", id: "1", delta: reply(call, calls.length) },
        { type: "text-end", id: "1" },
        {
          type: "finish",
          finishReason: { unified: "stop", raw: "stop" },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
        },
      ];
      // A little delay, so an early request can be seen aborted before it answers.
      return { stream: simulateReadableStream({ chunks, initialDelayInMs: 15 }) };
    },
  });
}

/** A model for generateText tests: answers every call with `text` and records the calls. */
export function answeringModel(text: string) {
  const calls: LanguageModelV4CallOptions[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options): Promise<LanguageModelV4GenerateResult> => {
      calls.push(options);
      return generatedText(text);
    },
  });
  return { model, calls };
}

/** What a mock model's doGenerate returns for a plain text answer. */
export function generatedText(text: string): LanguageModelV4GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    },
    warnings: [],
  };
}
