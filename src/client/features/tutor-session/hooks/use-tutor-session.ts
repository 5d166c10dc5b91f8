import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import type { CompletionPayload } from "#shared/contracts/sessions.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { completionPayload } from "../lib/completion-payload.ts";
import { pupilMessages, type SessionMessage } from "../lib/session-message.ts";
import { useEndSession } from "./use-end-session.ts";
import { useSessionFiles } from "./use-session-files.ts";

type SessionSetup = {
  sessionType: CompletionPayload["sessionType"];
  subject: Subject;
  sessionId: string;
  /** After the session is completed, before the analysis opens. */
  onSessionCompleted?: () => void;
};

/** What the session needs of its conversation: the chat's (use-chat.ts) or the voice session's. */
type Conversation = {
  messages: readonly SessionMessage[];
  /** Hands an upload's analysed files to the tutor. */
  sendFiles: (files: SessionFilesUploadResponse["uploadedFiles"]) => unknown;
  /** Closes a live conversation before completing (voice). */
  stop?: () => Promise<void>;
  /** Milliseconds the conversation was connected (voice; docs/product.md §3.1: sessionDuration). */
  duration?: () => number | undefined;
};

/**
 * Whether there is anything to analyse; without, ending leads back to /tutor: a chat needs a
 * message of the pupil's (its welcome does not count, docs/product.md §2.9), a voice session
 * anything said (docs/product.md §2.10).
 */
function hasContent(sessionType: SessionSetup["sessionType"], messages: readonly SessionMessage[]): boolean {
  if (sessionType === "text") return pupilMessages(messages).length > 0;
  return messages.some((m) => m.text.trim() !== "");
}

/**
 * What a chat and a voice session do alike around their conversation: count the shared files,
 * and end with the completion payload (docs/product.md §3.1).
 */
export function useTutorSession(
  { sessionType, subject, sessionId, onSessionCompleted }: SessionSetup,
  { messages, sendFiles, stop, duration }: Conversation,
) {
  const files = useSessionFiles();
  const endSession = useEndSession({
    sessionId,
    messageCount: messages.length,
    hasContent: hasContent(sessionType, messages),
    completion: () =>
      completionPayload({
        sessionType,
        messages,
        subject,
        uploadedFilesCount: files.count,
        sessionDuration: duration?.(),
      }),
    close: stop,
    onCompleted: onSessionCompleted,
  });

  const onUploaded = (response: SessionFilesUploadResponse) => {
    files.counted(response);
    void sendFiles(response.uploadedFiles);
  };

  return { files, endSession, onUploaded };
}
