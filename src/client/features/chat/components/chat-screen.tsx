import { type ReactNode, useState } from "react";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { useChatHealth } from "../api/get-chat-health.ts";
import { useChat } from "../hooks/use-chat.ts";
import { useEndSession } from "../hooks/use-end-session.ts";
import { pupilMessages } from "../lib/chat-message.ts";
import { ChatHeader } from "./chat-header.tsx";
import { ChatInput } from "./chat-input.tsx";
import { MessageList } from "./message-list.tsx";

export const CLEAR_CHAT_CONFIRM =
  "Möchtest du den Chat wirklich löschen? Die Nachrichten verschwinden vom Bildschirm, bleiben aber in deiner Session gespeichert.";

type ChatScreenProps = {
  subject: Subject;
  sessionId: string;
  /** The subject's emoji tile (from the subjects feature; the screen composing this one passes it). */
  icon: ReactNode;
  /** After the session is completed, before the analysis opens: e.g. refresh the session list. */
  onSessionCompleted?: () => void;
};

/**
 * The text chat of one session (spec section 2, Chat session). The page scrolls; the input
 * stays at the bottom, above the phone's tab bar.
 */
export function ChatScreen({ subject, sessionId, icon, onSessionCompleted }: ChatScreenProps) {
  usePageTitle(`Chat: ${subject.name}`);
  const chat = useChat({ subject, sessionId });
  const health = useChatHealth();
  // The upload dialog is a later feature. It plugs in here: a 'Dateien' button in the input's
  // `leading` slot (disabled at 3 files, spec section 5) opens the dialog, whose results add
  // attachments to a message and raise this count. Until then no button is shown.
  const [uploadedFilesCount, setUploadedFilesCount] = useState(0);
  const endSession = useEndSession({
    sessionId,
    subject,
    messages: chat.messages,
    uploadedFilesCount,
    onCompleted: onSessionCompleted,
  });
  const busy = chat.pending || endSession.ending;

  const clear = () => {
    if (pupilMessages(chat.messages).length > 0 && !window.confirm(CLEAR_CHAT_CONFIRM)) return;
    chat.clear();
    setUploadedFilesCount(0);
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
        onClear={clear}
        canEnd={endSession.canEnd && !chat.pending}
        ending={endSession.ending}
        onEnd={() => void endSession.end()}
      />
      <ErrorAlert message={chat.error} className="mt-3" />
      <ErrorAlert message={endSession.error} className="mt-3" />
      <MessageList messages={chat.messages} />
      {/* Opaque, so messages scrolling underneath do not show through; the two layers give the
          page's own background (amber-50/60 over white). */}
      <div className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-10 -mx-4 bg-white sm:-mx-6 md:bottom-0 dark:bg-slate-950">
        <div className="bg-amber-50/60 px-4 pt-2 pb-3 sm:px-6 dark:bg-transparent">
          <ChatInput onSend={chat.send} pending={chat.pending} disabled={endSession.ending} />
        </div>
      </div>
    </div>
  );
}
