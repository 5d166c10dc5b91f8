/**
 * What signIn and signUp throw: the message to show (German), and after a refusal for too many
 * tries the seconds the service asked to wait (its Retry-After); null when it did not say.
 */
export class AuthServiceError extends Error {
  readonly retryAfterSeconds: number | null;
  constructor(message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = "AuthServiceError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
