import { type ReactNode, useState } from "react";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import {
  COMPLETED_HINT,
  ConnectionNotice,
  deleteSession,
  MessageComposer,
  pupilMessages,
  RESTORING_HINT,
  readDraft,
  saveDraft,
  tutorName,
  useChatHealth,
  useTutorSession,
} from "#client/features/tutor-session/index.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { MAX_CHAT_MESSAGE_LENGTH } from "#shared/contracts/chat.ts";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { useChat } from "../hooks/use-chat.ts";
import { ChatHeader } from "./chat-header.tsx";
import { MessageList } from "./message-list.tsx";

export const CLEAR_CHAT_CONFIRM =
  "Möchtest du den Chat wirklich löschen? Das Gespräch wird auch auf dem Server gelöscht. Das kann man nicht rückgängig machen.";

export const CLEAR_CHAT_FAILED = "Der Chat konnte nicht gelöscht werden";

/** What the 'Dateien' button gets from the chat (the files feature draws it, see fileUpload). */
export type ChatFileUploadSlot = {
  uploadedCount: number;
  disabled: boolean;
  onUploaded: (response: SessionFilesUploadResponse) => void;
};

type ChatScreenProps = {
  subject: Subject;
  sessionId: string;
  /**
   * The sessionId came with the address: the session may exist, so its stored conversation is
   * resumed and a prepared session's starter message looked for.
   */
  cameWithAddress?: boolean;
  /** The subject's emoji tile (from the subjects feature; the screen composing this one passes it). */
  icon: ReactNode;
  /** The 'Dateien' button and its dialog, left of the message field (from the files feature). */
  fileUpload?: (slot: ChatFileUploadSlot) => ReactNode;
  /** After the session is completed, before the analysis opens: e.g. refresh the session list. */
  onSessionCompleted?: () => void;
  /**
   * After 'Chat löschen' deleted the session on the server: go on in a fresh session id (the
   * route puts it in the address). Without it the screen only starts over.
   */
  startNewSession?: () => void;
};

type ChatState = { restoring: boolean; completed: boolean; pending: boolean };

/** Under the message field: why it waits, else how to send. `tutor` names who answers. */
function composerHint({ restoring, completed, pending }: ChatState, tutor: string) {
  if (completed) return COMPLETED_HINT;
  if (pending) return `Der ${tutor} antwortet gerade …`;
  if (restoring) return RESTORING_HINT;
  return "Enter sendet, Shift+Enter macht eine neue Zeile.";
}

/**
 * The text chat of one session (docs/product.md §2.9). The page scrolls; the input
 * stays at the bottom, above the phone's tab bar.
 */
export function ChatScreen({
  subject,
  sessionId,
  cameWithAddress = false,
  icon,
  fileUpload,
  onSessionCompleted,
  startNewSession,
}: ChatScreenProps) {
  usePageTitle(`Chat: ${subject.name}`);
  const chat = useChat({ subject, sessionId, cameWithAddress });
  const health = useChatHealth();
  const session = useTutorSession({ sessionType: "text", subject, sessionId, onSessionCompleted }, chat);
  const { endSession } = session;
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const busy = chat.pending || endSession.ending || clearing;
  const [draft] = useState(() => readDraft(sessionId));

  // 'Chat löschen' (docs/product.md §2.9, issue 18): with something of the pupil's in it, it asks,
  // deletes the session on the server (a 404 is fine: nothing was stored yet) and goes on in a
  // fresh session. The screen starts over either way: no messages, the file count at zero, a
  // new welcome. A chat with nothing of the pupil's holds nothing on the server to delete.
  const clear = async () => {
    if (busy) return;
    const startOver = () => {
      chat.clear();
      session.files.reset();
    };
    if (pupilMessages(chat.messages).length === 0) return startOver();
    if (!window.confirm(CLEAR_CHAT_CONFIRM)) return;
    setClearError(null);
    setClearing(true);
    try {
      await deleteSession(sessionId);
    } catch (cause) {
      setClearing(false);
      setClearError(`${CLEAR_CHAT_FAILED}: ${cause instanceof Error ? cause.message : String(cause)}`);
      return;
    }
    setClearing(false);
    // The route's new session mounts a new screen, which starts over by itself.
    if (startNewSession) startNewSession();
    else startOver();
  };

  // The negative bottom margin takes back the shell's padding below the page, which is there for
  // the tab bar; the sticky input keeps clear of the tab bar itself. The minimum height lets
  // an empty chat fill the screen with the input at the bottom.
  return (
    <div className="-mb-14 flex min-h-[calc(100dvh-9.5rem)] flex-col md:-mb-10 md:min-h-[calc(100dvh-2.5rem)]">
      <ChatHeader
        subjectName={subject.name}
        icon={icon}
        offline={health.data?.offline === true}
        canClear={!busy}
        onClear={() => void clear()}
        canEnd={endSession.canEnd && !chat.pending}
        ending={endSession.ending}
        onEnd={() => void endSession.end()}
      />
      <ErrorAlert message={endSession.error ?? clearError} className="mt-3" />
      <MessageList messages={chat.messages} onResend={chat.resend} />
      {/* Opaque, so messages scrolling underneath do not show through; the two layers give the
          page's own background (amber-50/60 over white). */}
      <div className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-10 -mx-4 bg-white sm:-mx-6 md:bottom-0 dark:bg-slate-950">
        <div className="bg-amber-50/60 px-4 pt-2 pb-3 sm:px-6 dark:bg-transparent">
          <ConnectionNotice serverDown={chat.serverDown} problem={chat.loadError} />
          {/* docs/product.md §2.9: typing goes on while a reply is pending, sending waits. What
              is typed is kept per session until it has arrived (decision 039). */}
          <MessageComposer
            multiline
            onSend={chat.send}
            initialText={draft}
            onTextChange={(text) => saveDraft(sessionId, text)}
            holdSending={chat.pending}
            disabled={endSession.ending || chat.completed}
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            placeholder="Deine Nachricht …"
            hint={composerHint(chat, tutorName(health.data?.offline))}
            leading={fileUpload?.({
              uploadedCount: session.files.count,
              disabled: busy,
              onUploaded: session.onUploaded,
            })}
          />
        </div>
      </div>
    </div>
  );
}
