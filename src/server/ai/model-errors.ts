import { APICallError } from "@ai-sdk/provider";
import { RetryError } from "ai";
import { AppError } from "#server/lib/errors.ts";
import { errorForLog } from "#server/lib/log-scrub.ts";

// What can go wrong when the tutor calls its model, and what the pupil reads then. The code
// and the German message reach the client; the cause (status, provider text) is only logged.
// `surface` says which: "shown" errors explain themselves to the pupil; "logged" ones are a
// configuration problem the pupil cannot fix, so they read the generic message and an operator
// finds the cause in the log (docs/decisions/022-logs-without-personal-data.md).
export type TutorErrorCode =
  | "model_timeout"
  | "model_stalled"
  | "model_busy"
  | "model_unavailable"
  | "model_rejected"
  | "model_limit_minute"
  | "model_limit_day";

export type ErrorSurface = "shown" | "logged";

export const TUTOR_MESSAGES = {
  unavailable:
    "Der KI-Tutor antwortet gerade nicht. Deine Nachricht ist gespeichert – versuche es gleich noch einmal.",
  busy: "Der KI-Tutor ist gerade sehr beschäftigt. Deine Nachricht ist gespeichert – versuche es in einer Minute noch einmal.",
  interrupted:
    "Die Antwort des KI-Tutors ist abgebrochen. Deine Nachricht ist gespeichert – versuche es gleich noch einmal.",
  limitMinute: "Du schreibst gerade sehr schnell. Warte kurz, in einer Minute geht es weiter.",
  limitDay:
    "Für heute hast du die maximale Anzahl Nachrichten an den KI-Tutor erreicht. Morgen geht es weiter – deine Sitzungen sind gespeichert.",
} as const;

export class TutorError extends AppError {
  override readonly code: TutorErrorCode;
  readonly surface: ErrorSurface;
  /** Server's Retry-After, when it sent one, in milliseconds. */
  readonly retryAfterMs: number | undefined;
  constructor(
    code: TutorErrorCode,
    options: { cause?: unknown; retryAfterMs?: number; surface?: ErrorSurface } = {},
  ) {
    const { status, message } = STATUS_AND_MESSAGE[code];
    super(status, code, message, undefined, { retryAfterMs: options.retryAfterMs });
    this.name = "TutorError";
    this.code = code;
    this.cause = options.cause;
    this.retryAfterMs = options.retryAfterMs;
    this.surface = options.surface ?? (code === "model_rejected" ? "logged" : "shown");
  }

  /**
   * Fields for the log line: never the pupil's text, never keys. A provider's own message says
   * what it refused (a bad key, an unknown model) and is kept short (the logger scrubs it too);
   * any other cause is logged by class and code only (decision 022).
   */
  toLog(): Record<string, unknown> {
    const cause = this.cause;
    return {
      code: this.code,
      surface: this.surface,
      ...(APICallError.isInstance(cause)
        ? {
            upstreamStatus: cause.statusCode,
            upstreamUrl: cause.url,
            upstreamMessage: cause.message.slice(0, 300),
          }
        : cause instanceof Error
          ? { cause: errorForLog(cause) }
          : {}),
    };
  }
}

const STATUS_AND_MESSAGE: Record<TutorErrorCode, { status: AppError["status"]; message: string }> = {
  model_timeout: { status: 503, message: TUTOR_MESSAGES.unavailable },
  model_stalled: { status: 503, message: TUTOR_MESSAGES.interrupted },
  model_busy: { status: 503, message: TUTOR_MESSAGES.busy },
  model_unavailable: { status: 503, message: TUTOR_MESSAGES.unavailable },
  model_rejected: { status: 503, message: TUTOR_MESSAGES.unavailable },
  model_limit_minute: { status: 429, message: TUTOR_MESSAGES.limitMinute },
  model_limit_day: { status: 429, message: TUTOR_MESSAGES.limitDay },
};

/**
 * Maps anything a provider throws to a TutorError; after streamText's retries (RetryError), the
 * last attempt's error. 429 is "busy", 408 a timeout, other 4xx (a bad key, an unknown model, a
 * request too large) a configuration problem, 5xx, 409 and network failures "unavailable".
 */
export function toTutorError(error: unknown): TutorError {
  if (error instanceof TutorError) return error;
  if (RetryError.isInstance(error)) return toTutorError(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const retryAfterMs = parseRetryAfter(error.responseHeaders);
    if (status === 429) return new TutorError("model_busy", { cause: error, retryAfterMs });
    if (status === 408) return new TutorError("model_timeout", { cause: error });
    if (status !== undefined && status >= 400 && status < 500 && status !== 409) {
      return new TutorError("model_rejected", { cause: error });
    }
    // 5xx, 409, no response at all, or a response that broke off while being read.
    return new TutorError("model_unavailable", { cause: error, retryAfterMs });
  }
  return new TutorError("model_unavailable", { cause: error, surface: "logged" });
}

/** Retry-After as seconds or an HTTP date, or OpenAI's retry-after-ms; undefined if absent. */
export function parseRetryAfter(
  headers: Record<string, string> | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const get = (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  const ms = Number(get("retry-after-ms"));
  if (Number.isFinite(ms) && ms >= 0 && get("retry-after-ms") !== undefined) return ms;
  const value = get("retry-after");
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
