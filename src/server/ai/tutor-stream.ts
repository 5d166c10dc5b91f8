import type {
  JSONValue,
  LanguageModelV4,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
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
 * Streams straight from the AI SDK's language-model interface (`doStream`) rather than through
 * `streamText`: a tutor reply is plain text with no tools or steps, and streamText's extra
 * stream stages cost about 2 ms of CPU per reply, which under load is most of the time the app
 * adds before the first token (see bench/chat.ts).
 */
export async function* streamTutorReply(input: StreamTutorReplyInput): AsyncGenerator<TutorStreamEvent> {
  let text = "";
  let failure: TutorError | undefined;
  let finishReason = "unknown";
  let reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined;
  try {
    const { stream } = await withResilience(input.model, input.resilience).doStream({
      prompt: toPrompt(input.instructions, input.messages),
      maxOutputTokens: input.maxOutputTokens,
      abortSignal: input.abortSignal,
      ...(input.context ? { providerOptions: { lernfunke: input.context } } : {}),
    });
    reader = stream.getReader();
    for (;;) {
      const { done, value: part } = await reader.read();
      if (done) break;
      if (part.type === "text-delta") {
        if (!part.delta) continue;
        text += part.delta;
        yield { type: "text", delta: part.delta };
      } else if (part.type === "error") {
        failure ??= toTutorError(part.error);
      } else if (part.type === "finish") {
        finishReason = part.finishReason.unified;
      }
    }
  } catch (error) {
    if (input.abortSignal?.aborted) return;
    failure ??= toTutorError(error);
  } finally {
    // The consumer stopped early (the pupil left): end the upstream request too.
    void reader?.cancel().catch(() => undefined);
  }
  if (failure) yield { type: "error", error: failure, text };
  else yield { type: "done", text, finishReason };
}

function toPrompt(instructions: string, turns: TutorTurn[]): LanguageModelV4Prompt {
  return [
    { role: "system", content: instructions },
    ...turns.map((turn) => ({ role: turn.role, content: [{ type: "text" as const, text: turn.content }] })),
  ];
}

/** Resilience settings from the environment. */
export function resilienceFromEnv(env: {
  AI_TIMEOUT_MS: number;
  AI_STALL_MS: number;
  AI_MAX_RETRIES: number;
}): ResilienceOptions {
  return { timeoutMs: env.AI_TIMEOUT_MS, stallMs: env.AI_STALL_MS, maxRetries: env.AI_MAX_RETRIES };
}
