import { ApiError, api } from "#client/lib/api-client.ts";
import { type SessionDetail, sessionDetailResponseSchema } from "#shared/contracts/sessions.ts";
import { type SessionAttachment, type SessionMessage, sessionMessage } from "../lib/session-message.ts";

/** A session as the screen resumes it (docs/product.md §2.9): what was said, and whether it is over. */
export type SessionConversation = { messages: SessionMessage[]; completed: boolean };

// A shared file reaches the server as the pupil's message with a prefix (docs/product.md §4.6);
// on screen it is the file again, by name (its size is not stored, so none is shown).
const FILE_PREFIX = /^\[(BILD|DOKUMENT) ANALYSIERT: ([^\]\n]{1,255})\]/;

function fileOf(text: string): SessionAttachment | null {
  const match = FILE_PREFIX.exec(text);
  if (!match?.[2]) return null;
  return { name: match[2].trim(), type: match[1] === "BILD" ? "image/*" : "", size: 0 };
}

/** The stored turns as messages of the screen, in their order. */
export function conversationMessages(transcript: SessionDetail["conversationTranscript"]): SessionMessage[] {
  return transcript.map((entry) => {
    const file = entry.type === "user" ? fileOf(entry.text) : null;
    return sessionMessage(entry.type, entry.text, {
      timestamp: entry.timestamp,
      attachments: file ? [file] : [],
    });
  });
}

/**
 * GET /api/sessions/{id}: the session's conversation as the server stored it, turn by turn
 * (docs/product.md §4.5). null when the server does not know the session yet (a new one: it is
 * made with its first message).
 */
export async function getSessionConversation(
  sessionId: string,
  signal?: AbortSignal,
): Promise<SessionConversation | null> {
  try {
    const { session } = await api.get(
      `/api/sessions/${encodeURIComponent(sessionId)}`,
      sessionDetailResponseSchema,
      { signal },
    );
    return {
      messages: conversationMessages(session.conversationTranscript),
      completed: session.status === "COMPLETED",
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
