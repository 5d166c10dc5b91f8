import type { JSONValue, LanguageModelV4 } from "@ai-sdk/provider";
import { experimental_streamTextLowMemory as streamTextOnce, wrapLanguageModel } from "ai";
import type { SchoolType } from "#shared/domain/school.ts";
import type { SubjectId } from "#shared/domain/subjects.ts";
import { TutorError, toTutorError } from "./model-errors.ts";
import { retryStalledStart } from "./stalled-start.ts";

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
  /**
   * The session's uploaded files, oldest first, so the offline tutor can refer to them: only what
   * the upload analysis extracted, cut to an excerpt. Hosted models read files in the material
   * block of the instructions instead.
   */
  files?: Array<{ name: string; kind: "image" | "document"; excerpt: string }>;
};

/** One stored turn of the conversation, as the model sees it. */
export type TutorTurn = { role: "user" | "assistant"; content: string };

export type StreamTutorReplyInput = {
  model: LanguageModelV4;
  /** buildTutorSystemPrompt(...), plus buildUntrustedContext(...) when there is material. */
  instructions: string;
  messages: TutorTurn[];
  resilience: ResilienceOptions;
  context?: TutorContext;
  abortSignal?: AbortSignal;
  maxOutputTokens?: number;
};

/**
 * How long a reply may take, how long the model may go quiet, and how often a failed start is
 * asked again (docs/decisions/032-streamtext-and-stalled-start.md).
 */
export type ResilienceOptions = {
  /** The whole reply, all attempts together. */
  timeoutMs: number;
  /** Before the first word: the attempt is retried; after it: the reply ends ("model_stalled"). */
  stallMs: number;
  /** Retries of a failed start: HTTP errors (streamText, honouring Retry-After) and stalls. */
  maxRetries: number;
};

/**
 * Streams a reply through the AI SDK's streamText (its single-consumer form): its retries (honouring Retry-After), its
 * deadline and its chunk timeout, plus our one middleware that retries a reply stalled before
 * its first word (stalled-start.ts). Every failure ends as a TutorError with a German message.
 */
export async function* streamTutorReply(input: StreamTutorReplyInput): AsyncGenerator<TutorStreamEvent> {
  const { timeoutMs, stallMs, maxRetries } = input.resilience;
  const started = Date.now();
  let text = "";
  let failure: TutorError | undefined;
  let finishReason = "unknown";
  // The single-consumer variant of streamText (decision 060): the same engine, retries and
  // timeouts, but fullStream is not teed into a replay buffer nobody reads, which costs a
  // stream hop and a copy for every token.
  const result = streamTextOnce({
    model: wrapLanguageModel({ model: input.model, middleware: retryStalledStart({ stallMs, maxRetries }) }),
    instructions: input.instructions,
    messages: input.messages,
    maxOutputTokens: input.maxOutputTokens,
    maxRetries,
    timeout: { totalMs: timeoutMs, chunkMs: stallMs },
    abortSignal: input.abortSignal,
    ...(input.context ? { providerOptions: { lernfunke: input.context } } : {}),
    // Failures become the reply's last event; the chat service logs them without the pupil's text.
    onError: () => undefined,
  });
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        if (!part.text) continue;
        text += part.text;
        yield { type: "text", delta: part.text };
      } else if (part.type === "error") {
        failure ??= toTutorError(part.error);
      } else if (part.type === "abort") {
        if (input.abortSignal?.aborted) return;
        // streamText's deadline, or its chunk timeout: the model went quiet after its first word.
        const deadline = Date.now() - started >= timeoutMs || !text;
        failure ??= new TutorError(deadline ? "model_timeout" : "model_stalled");
      } else if (part.type === "finish") {
        finishReason = part.finishReason;
      }
    }
  } catch (error) {
    if (input.abortSignal?.aborted) return;
    failure ??= toTutorError(error);
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
