import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { generateVoiceSessionId, validSessionId } from "#client/features/chat/lib/chat-session-id.ts";
import { SessionFilesDialog } from "#client/features/files/components/session-files-dialog.tsx";
import { sessionKeys } from "#client/features/sessions/api/get-sessions.ts";
import { useSessionPresence } from "#client/features/sessions/hooks/use-session-presence.ts";
import { SubjectEmoji } from "#client/features/subjects/components/subject-emoji.tsx";
import { SubjectNotFound } from "#client/features/subjects/components/subject-not-found.tsx";
import { VoiceScreen } from "#client/features/voice/components/voice-screen.tsx";
import { findSubject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "../session-gate/require-learning-profile.tsx";

/**
 * /tutor/ai-voice/:subject?sessionId={id}: the voice session (docs/product.md §2.10). Without a usable
 * sessionId a voice_{timestamp}_{random} id is made once and written into the address (replace),
 * so a reload keeps the session. Unknown subject: 'Fach nicht gefunden' (docs/product.md §5.3).
 */
export default function TutorVoiceRoute() {
  const subject = findSubject(useParams().subject);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = validSessionId(searchParams.get("sessionId"));
  const [generated] = useState(generateVoiceSessionId);
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

  if (!subject) return <SubjectNotFound variant="voice" />;
  return (
    <RequireLearningProfile>
      <VoiceScreen
        // A new subject or session is a new conversation.
        key={`${subject.id}:${sessionId}`}
        subject={subject}
        sessionId={sessionId}
        icon={<SubjectEmoji subject={subject} className="size-12 text-2xl sm:size-14 sm:text-3xl" />}
        filesDialog={({ uploadedCount, onUploaded, onClose }) => (
          <SessionFilesDialog
            sessionId={sessionId}
            uploadedCount={uploadedCount}
            onUploaded={onUploaded}
            onClose={onClose}
          />
        )}
        onSessionCompleted={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })}
      />
    </RequireLearningProfile>
  );
}
