import type { JSONValue, LanguageModelV4 } from "@ai-sdk/provider";
import { type ModelMessage, streamText } from "ai";
import type { SchoolType } from "#shared/domain/school.ts";
import type { SubjectId } from "#shared/domain/subjects.ts";
import { type TutorError, toTutorError } from "./model-errors.ts";
import { type ResilienceOptions, withResilience } from "./resilient-model.ts";

// One tutor reply as a stream of events, for the chat service: text deltas as they arrive, then
// either "done" with the whole text or "error" with a TutorError (German message) and the text
// that was already shown. Text shown before an error stays: the reply simply ends there.
export type TutorStreamEvent =
  | { type: "text"; delta: string }
  | { type: "done"; text: string; finishReason: string }
  | { type: "error"; error: TutorError; text: string };

/** What the offline engine reads (providerOptions.lernfunke); hosted providers ignore it. */
export type TutorContext = {
  subjectId: SubjectId;
  schoolType: SchoolType | null;
  grade: number | null;
  topic: string | null;
  /** The stored LearningProfile (plain JSON). */
  learningProfile: JSONValue | null;
  /** "speech" for voice sessions: no Markdown or LaTeX in the reply. Default: chat. */
  format?: "chat" | "speech";
};

export type StreamTutorReplyInput = {
  model: LanguageModelV4;
  /** buildTutorSystemPrompt(...), plus buildUntrustedContext(...) when there is material. */
  instructions: string;
  messages: ModelMessage[];
  resilience: ResilienceOptions;
  context?: TutorContext;
  abortSignal?: AbortSignal;
  maxOutputTokens?: number;
};

export async function* streamTutorReply(input: StreamTutorReplyInput): AsyncGenerator<TutorStreamEvent> {
  const result = streamText({
    model: withResilience(input.model, input.resilience),
    instructions: input.instructions,
    messages: input.messages,
    maxRetries: 0, // withResilience retries; the SDK must not retry on top
    maxOutputTokens: input.maxOutputTokens,
    abortSignal: input.abortSignal,
    ...(input.context ? { providerOptions: { lernfunke: input.context } } : {}),
    // Errors arrive as "error" parts below; the default handler would print them.
    onError: () => undefined,
  });
  let text = "";
  let failure: TutorError | undefined;
  let finishReason = "unknown";
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") {
      text += part.text;
      yield { type: "text", delta: part.text };
    } else if (part.type === "error") {
      failure ??= toTutorError(part.error);
    } else if (part.type === "finish") {
      finishReason = part.finishReason;
    } else if (part.type === "abort") {
      return;
    }
  }
  if (failure) yield { type: "error", error: failure, text };
  else yield { type: "done", text, finishReason };
}

/** Resilience settings from the environment. */
export function resilienceFromEnv(env: {
  AI_TIMEOUT_MS: number;
  AI_STALL_MS: number;
  AI_MAX_RETRIES: number;
}): ResilienceOptions {
  return { timeoutMs: env.AI_TIMEOUT_MS, stallMs: env.AI_STALL_MS, maxRetries: env.AI_MAX_RETRIES };
}
