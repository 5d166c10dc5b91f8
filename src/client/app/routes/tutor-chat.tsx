import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { ChatScreen } from "#client/features/chat/components/chat-screen.tsx";
import { generateChatSessionId, validSessionId } from "#client/features/chat/lib/chat-session-id.ts";
import { SessionFilesButton } from "#client/features/files/components/session-files-button.tsx";
import { sessionKeys } from "#client/features/sessions/api/get-sessions.ts";
import { useSessionPresence } from "#client/features/sessions/hooks/use-session-presence.ts";
import { SubjectEmoji } from "#client/features/subjects/components/subject-emoji.tsx";
import { SubjectNotFound } from "#client/features/subjects/components/subject-not-found.tsx";
import { findSubject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "../session-gate/require-learning-profile.tsx";

/**
 * /tutor/ai-chat/:subject?sessionId={id}: the text chat (docs/product.md §2.9). Without a usable
 * sessionId one is made once and written into the address (replace), so a reload keeps the
 * session. Unknown subject: 'Subject nicht gefunden' (docs/product.md §5.3). Only a sessionId that came
 * with the address can belong to a prepared session (docs/product.md §2.9), so only then is it looked up.
 */
export default function TutorChatRoute() {
  const subject = findSubject(useParams().subject);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = validSessionId(searchParams.get("sessionId"));
  const [generated] = useState(generateChatSessionId);
  const sessionId = fromAddress ?? generated;
  const queryClient = useQueryClient();
  // The session's clock counts while this tab is visible (docs/decisions/038-honest-session-clock.md).
  useSessionPresence(sessionId);

  const known = subject !== null;
  useEffect(() => {
    if (fromAddress || !known) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("sessionId", generated);
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, known, generated, setSearchParams]);

  if (!subject) return <SubjectNotFound variant="subject" />;
  return (
    <RequireLearningProfile>
      <ChatScreen
        // A new subject or session is a new conversation.
        key={`${subject.id}:${sessionId}`}
        subject={subject}
        sessionId={sessionId}
        loadPreparation={fromAddress !== null && fromAddress !== generated}
        icon={<SubjectEmoji subject={subject} className="size-12 text-2xl sm:size-14 sm:text-3xl" />}
        fileUpload={({ uploadedFilesCount, disabled, onUploaded }) => (
          <SessionFilesButton
            sessionId={sessionId}
            uploadedCount={uploadedFilesCount}
            disabled={disabled}
            onUploaded={onUploaded}
          />
        )}
        onSessionCompleted={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })}
      />
    </RequireLearningProfile>
  );
}
