import {
  APICallError,
  type LanguageModelV4Middleware,
  type LanguageModelV4StreamPart,
  type LanguageModelV4StreamResult,
} from "@ai-sdk/provider";
import { parseRetryAfter, TutorError, toTutorError } from "./model-errors.ts";

/** The longest Retry-After worth waiting for; a longer one says "busy" at once. */
export const RETRY_AFTER_CAP_MS = 10_000;

/**
 * The one retry streamText does not make (docs/decisions/032-streamtext-and-stalled-start.md): a
 * reply whose first word has not come after `stallMs` is asked for again, at most `maxRetries`
 * times; then it fails as "model_timeout". Only before the first word, since a new attempt after
 * it would repeat text the pupil has already read (streamText's chunk timeout ends such a reply).
 * HTTP errors are streamText's to retry (`maxRetries`, honouring Retry-After), except one whose
 * Retry-After is above RETRY_AFTER_CAP_MS: retrying sooner would only be refused again.
 */
export function retryStalledStart(options: {
  stallMs: number;
  maxRetries: number;
}): LanguageModelV4Middleware {
  return {
    specificationVersion: "v4",
    async wrapStream({ model, params }) {
      for (let attempt = 0; ; attempt++) {
        const call = attemptSignal(params.abortSignal);
        const timer = setTimeout(() => call.abort(new TutorError("model_timeout")), options.stallMs);
        try {
          return await untilFirstWord(model.doStream({ ...params, abortSignal: call.signal }), call);
        } catch (error) {
          call.detach();
          const stalled = call.signal.aborted && !params.abortSignal?.aborted;
          if (!stalled) throw withCappedRetryAfter(error);
          if (attempt >= options.maxRetries) throw call.signal.reason;
        } finally {
          clearTimeout(timer);
        }
      }
    },
  };
}

type AttemptSignal = { signal: AbortSignal; abort(reason: unknown): void; detach(): void };

/**
 * One attempt's signal: aborted by its stall timer, or by the caller while the attempt runs. A
 * finished reply is detached, so a later abort of the caller's signal does not reach it.
 */
function attemptSignal(outer: AbortSignal | undefined): AttemptSignal {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    detach: () => outer?.removeEventListener("abort", forward),
  };
}

/** Waits for the first content part (or the end); an error part before it fails the attempt. */
async function untilFirstWord(
  started: PromiseLike<LanguageModelV4StreamResult>,
  call: AttemptSignal,
): Promise<LanguageModelV4StreamResult> {
  const { signal } = call;
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  const result = await Promise.race([started, aborted]);
  const reader = result.stream.getReader();
  const head: LanguageModelV4StreamPart[] = [];
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      if (value.type === "error") throw value.error;
      head.push(value);
      if (isContent(value) || value.type === "finish") break;
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
  const stream = new ReadableStream<LanguageModelV4StreamPart>({
    start(controller) {
      for (const part of head) controller.enqueue(part);
    },
    async pull(controller) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        call.detach();
        throw error;
      });
      if (done) {
        call.detach();
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    cancel(reason) {
      call.detach();
      return reader.cancel(reason);
    },
  });
  return { ...result, stream };
}

function isContent(part: LanguageModelV4StreamPart): boolean {
  return (
    part.type === "text-delta" ||
    part.type === "reasoning-delta" ||
    part.type === "tool-call" ||
    part.type === "tool-input-start" ||
    part.type === "file"
  );
}

function withCappedRetryAfter(error: unknown): unknown {
  if (!APICallError.isInstance(error) || !error.isRetryable) return error;
  const retryAfterMs = parseRetryAfter(error.responseHeaders);
  return retryAfterMs !== undefined && retryAfterMs > RETRY_AFTER_CAP_MS ? toTutorError(error) : error;
}
