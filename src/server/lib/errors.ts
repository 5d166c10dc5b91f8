// Errors that reach a client carry an HTTP status, a machine code and a German message a
// pupil can read. Everything else is logged and answered with a generic 500.
export class AppError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503;
  readonly code: string;
  /** Extra fields some protocols expect beside the message (GoTrue's weak_password reasons). */
  readonly details: Record<string, unknown> | undefined;
  /** When a refused client may try again (a 429's Retry-After header, in whole seconds). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    status: AppError["status"],
    code: string,
    message: string,
    details?: Record<string, unknown>,
    options: { retryAfterMs?: number | undefined } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds =
      options.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfterMs / 1000));
  }
}

/** Sets Retry-After for an error that says when to try again (RFC 9110 §10.2.3). */
export function setRetryAfter(headers: { header(name: string, value: string): void }, err: AppError) {
  if (err.retryAfterSeconds !== undefined) headers.header("Retry-After", String(err.retryAfterSeconds));
}

/** What a client reads when the server failed: the cause is only logged (by code, decision 022). */
export const INTERNAL_ERROR = {
  message: "Interner Fehler. Bitte versuche es später erneut.",
  code: "internal",
} as const;

export const notFound = (message = "Nicht gefunden.") => new AppError(404, "not_found", message);
export const unauthorized = (message = "Anmeldung erforderlich - bitte melde dich an.") =>
  new AppError(401, "unauthorized", message);
