import type { z } from "zod";

// The one way the browser talks to /api/*. Every call carries the pupil's bearer token, read
// right before the request because getSession() refreshes a token that is about to expire
// (autoRefreshToken is off, docs/product.md §2.1).

export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/** The request never reached the server (offline, DNS, server down). Retried like a 5xx. */
export class NetworkError extends Error {
  constructor() {
    super("Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.");
    this.name = "NetworkError";
  }
}

/** 4xx: retrying will not help (docs/product.md §4.12 never retries them). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** docs/product.md §4.1: the response's message, else its error, else 'HTTP {status}: {statusText}'. */
export function errorMessageFor(status: number, statusText: string, body: unknown): string {
  if (body && typeof body === "object") {
    const { message, error } = body as Record<string, unknown>;
    if (typeof message === "string" && message.trim()) return message;
    if (typeof error === "string" && error.trim()) return error;
  }
  return `HTTP ${status}: ${statusText}`;
}

type AccessTokenProvider = () => Promise<string | null>;
let getAccessToken: AccessTokenProvider = async () => null;

/** Set once at boot (main.tsx) from the Supabase client, keeping this module free of auth details. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  getAccessToken = provider;
}

/**
 * The pupil's access token, read as for a request. For what cannot send headers: the voice
 * agent's websocket gets it in the initiation message (decision 018).
 */
export function currentAccessToken(): Promise<string | null> {
  return getAccessToken();
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON-encoded unless it is FormData (file uploads), which the browser encodes itself. */
  body?: unknown;
  signal?: AbortSignal;
};

type FetchOptions = RequestOptions & {
  /** The Accept header: JSON unless told otherwise (a stream asks for text/event-stream). */
  accept?: string;
};

/**
 * The request with the bearer token, answered with an ok Response; anything else throws
 * ApiError (with the message rule of docs/product.md §4.1) or NetworkError. For callers that read the body
 * themselves, like the chat's event stream (lib/api-stream.ts).
 */
export async function apiFetch(
  path: string,
  { method = "GET", body, signal, accept = "application/json" }: FetchOptions = {},
): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  const token = await getAccessToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  else console.warn(`No access token for ${method} ${path}; sending the request without one.`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (!response.ok) {
    const data = await readJson(response);
    throw new ApiError(errorMessageFor(response.status, response.statusText, data), response.status);
  }
  return response;
}

/**
 * The answer had a 2xx status but not the shape the route's shared schema promises (a proxy's
 * empty 200, a server of another version). The UI shows it like a failed request; `issues`
 * names the fields that did not match, for the console and for tests (decision 027).
 */
export class InvalidResponseError extends Error {
  override readonly name = "InvalidResponseError";
  readonly issues: string;
  constructor(message: string, mismatch: z.ZodError) {
    super(message);
    this.issues = mismatch.issues
      .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(body)"}: ${issue.message}`)
      .join("; ");
  }
}

export const INVALID_RESPONSE_MESSAGE =
  "Die Antwort des Servers ist unvollständig. Bitte versuche es erneut.";

type ParseOptions = {
  /** The German message when the answer does not match, if the screen has a more precise one. */
  invalidMessage?: string;
};

/**
 * The request, its answer parsed with the route's schema from src/shared/contracts/: the one
 * place a response's type is decided in the browser, so nothing is cast (decision 027).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { invalidMessage = INVALID_RESPONSE_MESSAGE, ...options }: RequestOptions & ParseOptions = {},
): Promise<z.output<S>> {
  const response = await apiFetch(path, options);
  const body = await readJson(response);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const failure = new InvalidResponseError(invalidMessage, parsed.error);
  console.warn(`${options.method ?? "GET"} ${path} answered in an unexpected shape: ${failure.issues}`);
  throw failure;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null; // e.g. an HTML error page from a proxy; the status line explains it then
  }
}

type GetOptions = ParseOptions & { signal?: AbortSignal };

/** `api.get(path, schema)`: the answer parsed with the route's shared schema, never cast. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, { signal, ...parse }: GetOptions = {}) =>
    apiRequest(path, schema, { signal, ...parse }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, parse: ParseOptions = {}) =>
    apiRequest(path, schema, { method: "POST", body, ...parse }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, parse: ParseOptions = {}) =>
    apiRequest(path, schema, { method: "PUT", body, ...parse }),
};
