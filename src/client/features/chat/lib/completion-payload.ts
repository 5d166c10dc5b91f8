import type { CompletionPayload, TranscriptEntry } from "#shared/contracts/sessions.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import type { ChatMessage } from "./chat-message.ts";

/**
 * The transcript sent when the session ends: the conversation the server also stored, so the
 * client's welcome (never sent to the tutor) and a reply still loading are left out.
 */
export function chatTranscript(messages: readonly ChatMessage[]): TranscriptEntry[] {
  return messages
    .filter((m) => !m.welcome && !m.isLoading && !m.isStreaming && m.text.trim() !== "")
    .map((m) => ({
      type: m.sender === "user" ? "user" : "assistant",
      text: m.text,
      timestamp: m.timestamp,
    }));
}

/** POST /api/sessions/{id}/complete for a chat: the completion payload of spec section 3. */
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
