import type { HelpCard } from "#shared/contracts/chat.ts";
import type { UploadAnalysisResult } from "#shared/contracts/files.ts";

/** A file the pupil shared (docs/product.md §3.5): shown by name, type and size instead of its text. */
export type SessionAttachment = {
  name: string;
  /** MIME type. */
  type: string;
  size: number;
  analysisResult?: UploadAnalysisResult;
};

/**
 * One message of a tutor session, chat or voice alike (docs/product.md §3.5), shaped like the AI
 * SDK's UIMessage (`id`, `role`, the text) with the app's own fields (docs/decisions/036-tutor-session.md).
 * `welcome` marks the chat's greeting, which the server never saw; `isLoading` the placeholder of
 * a reply that has not started, `isStreaming` one whose words are still arriving.
 */
export type SessionMessage = {
  id: string;
  role: "user" | "assistant";
  /** What was written or said; for a shared file the prefixed analysis the tutor was sent. */
  text: string;
  /** ISO time. */
  timestamp: string;
  attachments: SessionAttachment[];
  isLoading?: boolean;
  isStreaming?: boolean;
  welcome?: boolean;
  helpCard?: HelpCard | null;
  /** The pupil's message did not arrive: why, in German; 'Nochmals senden' tries again (decision 039). */
  failed?: string;
};

/**
 * A random id: React's key, and for the pupil's message the id the server recognises it by when it
 * is sent again (decision 039). getRandomValues, not randomUUID: a school server reached over plain
 * http is no secure context, and randomUUID exists only in one.
 */
function newMessageId(prefix: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, "0"),
  );
  return `${prefix}-${Date.now().toString(36)}-${random.join("")}`;
}

export function sessionMessage(
  role: SessionMessage["role"],
  text: string,
  extra: Partial<SessionMessage> = {},
): SessionMessage {
  return {
    id: newMessageId(role),
    text,
    role,
    timestamp: new Date().toISOString(),
    attachments: [],
    ...extra,
  };
}

/** Messages the pupil wrote with something in them: "real" messages in the sense of docs/product.md §2.9. */
export function pupilMessages(messages: readonly SessionMessage[]): SessionMessage[] {
  return messages.filter((m) => m.role === "user" && m.text.trim() !== "");
}

/** docs/product.md §2.9 and §2.10: with fewer than 2 messages (the chat's welcome counts), 'Session beenden' does nothing. */
export const MIN_MESSAGES_TO_END = 2;
