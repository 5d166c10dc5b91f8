import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { TutorError, toTutorError } from "./model-errors.ts";

// Wraps any tutor model so that a streamed reply survives a slow or flaky provider:
// - retries with exponential backoff on timeouts, 429 (honouring Retry-After up to a cap) and
//   5xx, but only BEFORE the first token: once text has reached the pupil a retry would repeat
//   it, so a later failure ends the reply with an error part instead;
// - a stall detector: no chunk for `stallMs` aborts the request (before the first token that is
//   a retryable timeout, afterwards the reply ends with "model_stalled");
// - a deadline for the whole call (`timeoutMs`, all attempts together);
// - every failure surfaces as a TutorError with a German message (model-errors.ts).
// Use it with streamText({ maxRetries: 0 }) so the SDK does not retry on top of it.
export type ResilienceOptions = {
  timeoutMs: number;
  stallMs: number;
  maxRetries: number;
  /** First backoff delay; doubled per attempt, with jitter. */
  baseDelayMs?: number;
  /** Longest wait between attempts; a Retry-After above it ends the retries. */
  maxDelayMs?: number;
  onRetry?: (info: { attempt: number; delayMs: number; error: TutorError }) => void;
  random?: () => number;
};

type Attempt = {
  parts: LanguageModelV4StreamPart[];
  reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart>;
};
type StreamResult = Awaited<ReturnType<LanguageModelV4["doStream"]>>;

export function withResilience(model: LanguageModelV4, options: ResilienceOptions): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    doGenerate: (callOptions) => model.doGenerate(callOptions),
    doStream: (callOptions) => resilientStream(model, callOptions, options),
  };
}

async function resilientStream(
  model: LanguageModelV4,
  call: LanguageModelV4CallOptions,
  options: ResilienceOptions,
): Promise<StreamResult> {
  const { timeoutMs, stallMs, maxRetries, baseDelayMs = 500, maxDelayMs = 10_000 } = options;
  const random = options.random ?? Math.random;
  const started = Date.now();
  const deadline = started + timeoutMs;
  const outer = call.abortSignal;

  for (let attempt = 0; ; attempt++) {
    throwIfAborted(outer);
    const controller = new AbortController();
    const abortFromOuter = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", abortFromOuter, { once: true });
    const timers = new Timers(controller, deadline, stallMs);
    let reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined;
    try {
      timers.arm();
      const result = await timers.race(model.doStream({ ...call, abortSignal: controller.signal }));
      reader = result.stream.getReader();
      const first = await readUntilFirstContent(reader, timers);
      return {
        ...result,
        stream: continueStream(first, timers, controller, () =>
          outer?.removeEventListener("abort", abortFromOuter),
        ),
      };
    } catch (raw) {
      timers.clear();
      controller.abort();
      outer?.removeEventListener("abort", abortFromOuter);
      void reader?.cancel().catch(() => undefined);
      if (outer?.aborted) throw outer.reason ?? raw;
      const error = timers.reason ?? toTutorError(raw);
      const remaining = deadline - Date.now();
      const delay = error.retryAfterMs ?? backoff(attempt, baseDelayMs, maxDelayMs, random);
      const giveUp =
        !error.retryable ||
        attempt >= maxRetries ||
        (error.retryAfterMs !== undefined && error.retryAfterMs > maxDelayMs) ||
        delay >= remaining;
      if (giveUp) throw timers.deadlinePassed ? new TutorError("model_timeout", { cause: error }) : error;
      options.onRetry?.({ attempt: attempt + 1, delayMs: delay, error });
      await sleep(delay, outer);
    }
  }
}

/** Reads parts until the first content part, so failures before it can still be retried. */
async function readUntilFirstContent(
  reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart>,
  timers: Timers,
): Promise<Attempt> {
  const parts: LanguageModelV4StreamPart[] = [];
  for (;;) {
    timers.touch();
    const { done, value } = await timers.race(reader.read());
    if (done) return { parts, reader };
    if (value.type === "error") throw value.error;
    parts.push(value);
    if (isContent(value) || value.type === "finish") return { parts, reader };
  }
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

/** After the first token: pass parts through; a stall, the deadline or an error ends the reply. */
function continueStream(first: Attempt, timers: Timers, controller: AbortController, detach: () => void) {
  const { reader } = first;
  const finish = () => {
    timers.clear();
    detach();
  };
  return new ReadableStream<LanguageModelV4StreamPart>({
    start(stream) {
      for (const part of first.parts) stream.enqueue(part);
    },
    async pull(stream) {
      try {
        timers.touch();
        const { done, value } = await timers.race(reader.read());
        if (done) {
          finish();
          stream.close();
          return;
        }
        if (value.type === "error") throw value.error;
        stream.enqueue(value);
      } catch (raw) {
        finish();
        controller.abort();
        void reader.cancel().catch(() => undefined);
        const error =
          timers.reason?.code === "model_timeout" && !timers.deadlinePassed
            ? new TutorError("model_stalled", { cause: timers.reason })
            : (timers.reason ?? toTutorError(raw));
        stream.enqueue({ type: "error", error: error.retryable ? withoutRetry(error) : error });
        stream.close();
      }
    },
    cancel(reason) {
      finish();
      controller.abort(reason);
      return reader.cancel(reason);
    },
  });
}

/** After the first token nothing is retried: the same code, marked as final. */
function withoutRetry(error: TutorError): TutorError {
  return new TutorError(error.code, { cause: error.cause, surface: error.surface });
}

/** The stall timer (reset on every chunk) and the deadline; either aborts the attempt. */
class Timers {
  reason: TutorError | undefined;
  deadlinePassed = false;
  private stall: ReturnType<typeof setTimeout> | undefined;
  private total: ReturnType<typeof setTimeout> | undefined;
  private readonly fired: Promise<never>;
  private fire!: (error: TutorError) => void;
  private readonly controller: AbortController;
  private readonly deadline: number;
  private readonly stallMs: number;
  constructor(controller: AbortController, deadline: number, stallMs: number) {
    this.controller = controller;
    this.deadline = deadline;
    this.stallMs = stallMs;
    this.fired = new Promise<never>((_, reject) => {
      this.fire = reject;
    });
    this.fired.catch(() => undefined);
  }

  arm() {
    this.total = setTimeout(
      () => {
        this.deadlinePassed = true;
        this.trip(new TutorError("model_timeout", { retryable: false }));
      },
      Math.max(0, this.deadline - Date.now()),
    );
    this.touch();
  }

  touch() {
    clearTimeout(this.stall);
    this.stall = setTimeout(
      () => this.trip(new TutorError("model_timeout", { retryable: true })),
      this.stallMs,
    );
  }

  /** Waits for the upstream, or the stall/deadline, whichever first. The stall clock only runs
   * while we wait for the upstream, not while a slow consumer has not asked for more. */
  async race<T>(promise: PromiseLike<T>): Promise<T> {
    const value = await Promise.race([Promise.resolve(promise), this.fired]);
    clearTimeout(this.stall);
    return value;
  }

  clear() {
    clearTimeout(this.stall);
    clearTimeout(this.total);
  }

  private trip(error: TutorError) {
    if (this.reason) return;
    this.reason = error;
    this.clear();
    this.controller.abort(error);
    this.fire(error);
  }
}

function backoff(attempt: number, base: number, max: number, random: () => number): number {
  const exponential = Math.min(max, base * 2 ** attempt);
  return Math.round(exponential * (0.5 + random() / 2));
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason;
}
