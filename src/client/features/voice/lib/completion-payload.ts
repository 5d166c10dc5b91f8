import {
  type CompletionPayload,
  type TranscriptEntry,
  transcriptEntrySchema,
} from "#shared/contracts/sessions.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { cutText } from "./cut-text.ts";
import type { VoiceMessage } from "./voice-message.ts";

// A shared file's message can be far longer than a transcript entry may be; cut, it still tells
// the analysis which file it was and what it began with.
const MAX_ENTRY = transcriptEntrySchema.shape.text.maxLength ?? 20_000;

/** The transcript sent when the session ends (docs/product.md §3.1). */
export function voiceTranscript(messages: readonly VoiceMessage[]): TranscriptEntry[] {
  return messages
    .filter((m) => m.content.trim() !== "")
    .map((m) => ({
      type: m.role === "user" ? "user" : "assistant",
      text: cutText(m.content, MAX_ENTRY),
      timestamp: m.timestamp,
    }));
}

type VoiceCompletionInput = {
  messages: readonly VoiceMessage[];
  subject: Subject;
  uploadedFilesCount: number;
  /** Milliseconds since the conversation connected; undefined when it never did. */
  sessionDuration?: number;
};

/**
 * POST /api/sessions/{id}/complete for a voice session (docs/product.md §3.1, the completion
 * payload): no topicsCovered, the notes worded like the chat's.
 */
export function voiceCompletionPayload({
  messages,
  subject,
  uploadedFilesCount,
  sessionDuration,
}: VoiceCompletionInput): CompletionPayload {
  const conversationTranscript = voiceTranscript(messages);
  const messageCount = conversationTranscript.length;
  return {
    conversationTranscript,
    sessionType: "voice",
    subjectId: subject.id,
    competenciesDiscussed: [],
    notes: `Voice-Session mit ${messageCount} Nachrichten und ${uploadedFilesCount} hochgeladenen Dateien.`,
    metadata: {
      messageCount,
      subjectName: subject.name,
      uploadedFilesCount,
      ...(sessionDuration === undefined ? {} : { sessionDuration }),
    },
  };
}
