import type { HelpCard } from "#shared/contracts/chat.ts";
import type { UploadAnalysisResult } from "#shared/contracts/files.ts";

/** A file the pupil shared (docs/product.md §3.5): shown by name, type and size instead of its text. */
export type ChatAttachment = {
  name: string;
  /** MIME type. */
  type: string;
  size: number;
  analysisResult?: UploadAnalysisResult;
};

/**
 * A message as the chat screen holds it (docs/product.md §3.5). `welcome` marks the
 * client's greeting, which the server never saw; `isLoading` the placeholder of a reply that has
 * not started, `isStreaming` one whose words are still arriving.
 */
export type ChatMessage = {
  id: string;
  text: string;
  sender: "user" | "tutor";
  /** ISO time. */
  timestamp: string;
  attachments: ChatAttachment[];
  isLoading?: boolean;
  isStreaming?: boolean;
  welcome?: boolean;
  helpCard?: HelpCard | null;
};

let counter = 0;

/** A local id, unique within the page (React keys, finding the placeholder again). */
export function newMessageId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function chatMessage(
  sender: ChatMessage["sender"],
  text: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id: newMessageId(sender),
    text,
    sender,
    timestamp: new Date().toISOString(),
    attachments: [],
    ...extra,
  };
}

/** Messages the pupil wrote with something in them: "real" messages in the sense of docs/product.md §2.9. */
export function pupilMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((m) => m.sender === "user" && m.text.trim() !== "");
}
