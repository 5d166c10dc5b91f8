import type { ChatAttachment } from "#client/features/chat/index.ts";

/** A file shown with a pupil's message: the same shape as in the chat. */
export type VoiceAttachment = ChatAttachment;

/** A transcript entry as the voice screen holds it (docs/product.md §3.5). */
export type VoiceMessage = {
  /** Local, for React keys. */
  id: string;
  role: "user" | "agent";
  /** What was said; for a shared file the prefixed analysis the tutor was sent. */
  content: string;
  /** ISO time. */
  timestamp: string;
  attachments?: VoiceAttachment[];
};

let counter = 0;

export function voiceMessage(
  role: VoiceMessage["role"],
  content: string,
  attachments?: VoiceAttachment[],
): VoiceMessage {
  counter += 1;
  return {
    id: `voice-${role}-${counter}`,
    role,
    content,
    timestamp: new Date().toISOString(),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

/** docs/product.md §2.10: with fewer than 2 messages, 'Session beenden' does nothing. */
export const MIN_MESSAGES_TO_END = 2;

/** Messages with something in them: without any, ending leads back to /tutor. */
export function hasSpokenContent(messages: readonly VoiceMessage[]): boolean {
  return messages.some((m) => m.content.trim() !== "");
}
