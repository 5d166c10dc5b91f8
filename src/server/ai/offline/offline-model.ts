// Lernfunke's built-in tutor as an AI SDK language model (specification v4), so the chat,
// tests and offline installations use exactly the same `streamText` path as real providers.
// The tutoring context arrives as call option `providerOptions.lernfunke` (see context.ts).
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
  SharedV4Warning,
} from "@ai-sdk/provider";
import { readTutorContext } from "./context.ts";
import { turnsFromPrompt } from "./conversation.ts";
import { wantsSpeech, withMathNotation } from "./math-notation.ts";
import { hash, wordCount } from "./text.ts";

export type OfflineTutorOptions = {
  /** Pause between streamed word groups; 0 in tests. Default 25 ms, like a brisk real model. */
  chunkDelayMs?: number;
};

/** The reply split into groups of about three words, whitespace kept, so the parts join back exactly. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk)
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(""));
  return chunks;
}

function usageFor(options: LanguageModelV4CallOptions, text: string): LanguageModelV4Usage {
  // Word counts stand in for tokens: there is no tokenizer, and nothing is billed.
  const input = turnsFromPrompt(options.prompt).reduce((sum, t) => sum + wordCount(t.text), 0);
  const output = wordCount(text);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

function warningsFor(options: LanguageModelV4CallOptions): SharedV4Warning[] {
  const warnings: SharedV4Warning[] = [];
  if (options.tools?.length) warnings.push({ type: "unsupported", feature: "tools" });
  if (options.responseFormat?.type === "json") {
    warnings.push({
      type: "unsupported",
      feature: "responseFormat",
      details: "The offline tutor answers in text.",
    });
  }
  return warnings;
}

// The engine and its subjects' material are about 40 MB of heap: loaded with the first reply,
// not at the server's start (docs/decisions/057-server-memory.md).
let engine: Promise<typeof import("./engine.ts")> | undefined;

async function reply(options: LanguageModelV4CallOptions): Promise<string> {
  engine ??= import("./engine.ts");
  const { tutorReply } = await engine;
  const context = readTutorContext(options.providerOptions);
  const text = tutorReply(turnsFromPrompt(options.prompt), context);
  return context.subjectId === "mathematik" && !wantsSpeech(options.providerOptions)
    ? withMathNotation(text)
    : text;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

const STOP = { unified: "stop", raw: "stop" } as const;

export function createOfflineTutorModel(settings: OfflineTutorOptions = {}): LanguageModelV4 {
  const delay = settings.chunkDelayMs ?? 25;
  return {
    specificationVersion: "v4",
    provider: "lernfunke",
    modelId: "offline-tutor",
    supportedUrls: {},

    async doGenerate(options) {
      const text = await reply(options);
      return {
        content: [{ type: "text", text }],
        finishReason: STOP,
        usage: usageFor(options, text),
        warnings: warningsFor(options),
        response: { id: `offline-${hash(text).toString(16)}`, modelId: "offline-tutor" },
      };
    },

    async doStream(options) {
      const text = await reply(options);
      const id = "text-0";
      const chunks = chunkText(text);
      const signal = options.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: warningsFor(options) });
          controller.enqueue({
            type: "response-metadata",
            id: `offline-${hash(text).toString(16)}`,
            modelId: "offline-tutor",
          });
          controller.enqueue({ type: "text-start", id });
        },
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason ?? new DOMException("Aborted", "AbortError"));
            return;
          }
          const delta = chunks[index];
          if (delta !== undefined) {
            if (index > 0) await sleep(delay, signal);
            index++;
            controller.enqueue({ type: "text-delta", id, delta });
            return;
          }
          controller.enqueue({ type: "text-end", id });
          controller.enqueue({ type: "finish", finishReason: STOP, usage: usageFor(options, text) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
