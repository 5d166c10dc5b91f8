import { sessionIdSchema } from "#shared/contracts/sessions.ts";

/** Spec section 3 (Session id): generated when the address has none, like voice_{timestamp}_{random}. */
export function generateChatSessionId(now = Date.now()): string {
  return `session_${now}_${Math.random().toString(36).slice(2, 10)}`;
}

/** The sessionId query parameter when the server would accept it, else null (a new one is made). */
export function validSessionId(value: string | null): string | null {
  return value && sessionIdSchema.safeParse(value).success ? value : null;
}
