// What the OpenAI-compatible speech clients (stt.ts, tts.ts) share: one deadline combined with
// the caller's signal, and one error type. A caller's abort (the pupil interrupted, the socket
// closed) is not a failure: it comes back as the signal's own reason, so callers can tell it
// apart from a SpeechError. Keys never appear in messages: servers sometimes echo what they got.

export type SpeechService = "stt" | "tts";
export type SpeechErrorCode = "http" | "timeout" | "network" | "format" | "engine";

const LABEL: Record<SpeechService, string> = { stt: "speech recognition", tts: "speech synthesis" };

export class SpeechError extends Error {
  override readonly name = "SpeechError";
  readonly service: SpeechService;
  readonly code: SpeechErrorCode;
  /** The server's HTTP status, for code "http". */
  readonly status: number | undefined;
  constructor(
    service: SpeechService,
    code: SpeechErrorCode,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(`${LABEL[service]}: ${message}`, { cause: options.cause });
    this.service = service;
    this.code = code;
    this.status = options.status;
  }
}

function speechCall(service: SpeechService, timeoutMs: number, callerSignal?: AbortSignal) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  return {
    signal,
    /** Any error from fetch or from reading the body → what the caller should see. */
    translate(error: unknown): unknown {
      if (callerSignal?.aborted) return callerSignal.reason;
      if (error instanceof SpeechError) return error;
      if (timeout.aborted) {
        return new SpeechError(service, "timeout", `no complete answer within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      return new SpeechError(service, "network", `request failed (${describeCause(error)})`, {
        cause: error,
      });
    },
  };
}

/** The settings both clients take from the environment. */
export type SpeechEndpointConfig = {
  baseURL: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** One OpenAI-compatible endpoint, POST {baseURL}{path}, with the key and a deadline per call. */
export function speechEndpoint(
  service: SpeechService,
  config: SpeechEndpointConfig,
  path: string,
  defaultTimeoutMs: number,
) {
  const url = joinUrl(config.baseURL, path);
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const doFetch = config.fetch ?? fetch;
  return {
    /** One call: its signal and translate() as speechCall's, and the POST (a 2xx answer or a SpeechError). */
    start(callerSignal?: AbortSignal) {
      const call = speechCall(service, timeoutMs, callerSignal);
      return {
        ...call,
        async post(headers: Record<string, string>, body: BodyInit): Promise<Response> {
          const res = await doFetch(url, {
            method: "POST",
            headers: { ...headers, ...authHeaders(config.apiKey) },
            body,
            signal: call.signal,
          });
          await ensureOk(service, res, config.apiKey);
          return res;
        },
      };
    },
  };
}

function joinUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, "")}${path}`;
}

export function authHeaders(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

/** Throws a SpeechError with the server's own message (OpenAI: {"error":{"message"}}) unless 2xx. */
export async function ensureOk(service: SpeechService, res: Response, apiKey: string | undefined) {
  if (res.ok) return;
  let detail = "";
  try {
    const text = (await res.text()).slice(0, 2000);
    try {
      const json = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
      const message = typeof json.error === "string" ? json.error : (json.error?.message ?? json.message);
      detail = typeof message === "string" ? message : text;
    } catch {
      detail = text;
    }
  } catch {
    // The body could not be read: the status alone has to do.
  }
  const clean = (apiKey ? detail.split(apiKey).join("[redacted]") : detail).replace(/\s+/g, " ").trim();
  throw new SpeechError(service, "http", `HTTP ${res.status}${clean ? `: ${clean.slice(0, 300)}` : ""}`, {
    status: res.status,
  });
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
