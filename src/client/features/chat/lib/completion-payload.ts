import {
  type CompletionPayload,
  type TranscriptEntry,
  transcriptEntrySchema,
} from "#shared/contracts/sessions.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import type { ChatMessage } from "./chat-message.ts";
import { cutText } from "./file-message.ts";

// A shared file's message can be far longer than a transcript entry may be; cut, it still tells
// the analysis which file it was and what it began with.
const MAX_ENTRY = transcriptEntrySchema.shape.text.maxLength ?? 20_000;

/**
 * The transcript sent when the session ends: the conversation the server also stored, so the
 * client's welcome (never sent to the tutor) and a reply still loading are left out.
 */
export function chatTranscript(messages: readonly ChatMessage[]): TranscriptEntry[] {
  return messages
    .filter((m) => !m.welcome && !m.isLoading && !m.isStreaming && m.text.trim() !== "")
    .map((m) => ({
      type: m.sender === "user" ? "user" : "assistant",
      text: cutText(m.text, MAX_ENTRY),
      timestamp: m.timestamp,
    }));
}

/** POST /api/sessions/{id}/complete for a chat: the completion payload of docs/product.md §3.1. */
export function chatCompletionPayload(
  messages: readonly ChatMessage[],
  subject: Subject,
  uploadedFilesCount: number,
): CompletionPayload {
  const conversationTranscript = chatTranscript(messages);
  const messageCount = conversationTranscript.length;
  return {
    conversationTranscript,
    sessionType: "text",
    subjectId: subject.id,
    topicsCovered: subject.name,
    competenciesDiscussed: [],
    notes: `Chat-Session mit ${messageCount} Nachrichten und ${uploadedFilesCount} hochgeladenen Dateien.`,
    metadata: { messageCount, subjectName: subject.name, uploadedFilesCount },
  };
}
