import { sessionIdSchema } from "#shared/contracts/sessions.ts";

const random = () => Math.random().toString(36).slice(2, 10);

/** docs/product.md §3.1: a chat session's id when the address has none, like voice_{timestamp}_{random}. */
export function generateChatSessionId(now = Date.now()): string {
  return `session_${now}_${random()}`;
}

/** A voice session's id: docs/product.md §3.1 gives the form voice_{timestamp}_{random}. */
export function generateVoiceSessionId(now = Date.now()): string {
  return `voice_${now}_${random()}`;
}

/** The sessionId query parameter when the server would accept it, else null (a new one is made). */
export function validSessionId(value: string | null): string | null {
  return value && sessionIdSchema.safeParse(value).success ? value : null;
}
