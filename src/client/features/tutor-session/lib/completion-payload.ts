import {
  type CompletionPayload,
  type TranscriptEntry,
  transcriptEntrySchema,
} from "#shared/contracts/sessions.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { cutText } from "#shared/format/truncate.ts";
import type { SessionMessage } from "./session-message.ts";

// A shared file's message can be far longer than a transcript entry may be; cut, it still tells
// the analysis which file it was and what it began with.
const MAX_ENTRY = transcriptEntrySchema.shape.text.maxLength ?? 20_000;

/**
 * The transcript sent when the session ends: the conversation the server also stored, so the
 * chat's welcome (never sent to the tutor), a reply still loading and empty entries are left out.
 */
export function sessionTranscript(messages: readonly SessionMessage[]): TranscriptEntry[] {
  return messages
    .filter((m) => !m.welcome && !m.isLoading && !m.isStreaming && m.text.trim() !== "")
    .map((m) => ({ type: m.role, text: cutText(m.text, MAX_ENTRY), timestamp: m.timestamp }));
}

type CompletionInput = {
  sessionType: CompletionPayload["sessionType"];
  messages: readonly SessionMessage[];
  subject: Subject;
  uploadedFilesCount: number;
  /** Milliseconds a voice conversation was connected; undefined when it never was. */
  sessionDuration?: number;
};

/**
 * POST /api/sessions/{id}/complete: the completion payload of docs/product.md §3.1. A chat names
 * its subject as the topic covered, a voice session names none.
 */
export function completionPayload({
  sessionType,
  messages,
  subject,
  uploadedFilesCount,
  sessionDuration,
}: CompletionInput): CompletionPayload {
  const conversationTranscript = sessionTranscript(messages);
  const messageCount = conversationTranscript.length;
  return {
    conversationTranscript,
    sessionType,
    subjectId: subject.id,
    ...(sessionType === "text" ? { topicsCovered: subject.name } : {}),
    competenciesDiscussed: [],
    notes: `${sessionType === "text" ? "Chat" : "Voice"}-Session mit ${messageCount} Nachrichten und ${uploadedFilesCount} hochgeladenen Dateien.`,
    metadata: {
      messageCount,
      subjectName: subject.name,
      uploadedFilesCount,
      ...(sessionDuration === undefined ? {} : { sessionDuration }),
    },
  };
}
