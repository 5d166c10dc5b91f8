import { ChatScreen } from "#client/features/chat/components/chat-screen.tsx";
import { SessionFilesButton } from "#client/features/files/components/session-files-button.tsx";
import { generateChatSessionId } from "#client/features/tutor-session/index.ts";
import { TutorSessionRoute } from "../tutor-session-route.tsx";

/**
 * /tutor/ai-chat/:subject?sessionId={id}: the text chat (docs/product.md §2.9). Unknown subject:
 * 'Subject nicht gefunden' (docs/product.md §5.3). Only a sessionId that came with the address can
 * belong to a prepared session (docs/product.md §2.9), so only then is it looked up.
 */
export default function TutorChatRoute() {
  return (
    <TutorSessionRoute
      generateId={generateChatSessionId}
      notFound="subject"
      screen={({ cameWithAddress, ...session }) => (
        <ChatScreen
          {...session}
          cameWithAddress={cameWithAddress}
          fileUpload={(slot) => <SessionFilesButton sessionId={session.sessionId} {...slot} />}
        />
      )}
    />
  );
}
