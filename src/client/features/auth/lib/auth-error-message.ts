export const UNEXPECTED_ERROR_MESSAGE = "Ein unerwarteter Fehler ist aufgetreten";

/**
 * docs/product.md §2.2 and §5.3: show the auth service's own message (the embedded auth answers in German),
 * else a generic one.
 */
export function authErrorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) {
    const { message } = error as { message: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}
