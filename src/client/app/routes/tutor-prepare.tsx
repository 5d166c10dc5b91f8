import { useState } from "react";
import { useParams } from "react-router";
import { useUser } from "#client/features/auth/hooks/use-user.ts";
import { AnalysisResultList } from "#client/features/files/components/analysis-result-list.tsx";
import { FileDropzone } from "#client/features/files/components/file-dropzone.tsx";
import { preparationLimitMessage } from "#client/features/files/lib/limit-messages.ts";
import { PreparationScreen } from "#client/features/preparation/components/preparation-screen.tsx";
import { SubjectEmoji } from "#client/features/subjects/components/subject-emoji.tsx";
import { SubjectNotFound } from "#client/features/subjects/components/subject-not-found.tsx";
import { isSessionType, type SessionType } from "#client/features/subjects/lib/session-types.ts";
import { generateChatSessionId, generateVoiceSessionId } from "#client/features/tutor-session/index.ts";
import { PREPARATION_MAX_BYTES, PREPARATION_MAX_FILES } from "#shared/domain/file-limits.ts";
import { findSubject, type Subject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "../session-gate/require-learning-profile.tsx";

/**
 * /tutor/prepare/:subject/:type (docs/product.md §2.8): the preparation screen with the shared upload
 * area (up to 5 files of 15 MB). An unknown subject, or a type other than chat or voice, shows
 * 'Subject nicht gefunden'.
 */
export default function TutorPrepareRoute() {
  const { subject: subjectParam, type } = useParams();
  const subject = findSubject(subjectParam);
  if (!subject || !isSessionType(type)) return <SubjectNotFound variant="subject" />;
  return (
    <RequireLearningProfile>
      {/* Another subject or type is another preparation, with a session id of its own. */}
      <Preparation key={`${subject.id}:${type}`} subject={subject} type={type} />
    </RequireLearningProfile>
  );
}

function Preparation({ subject, type }: { subject: Subject; type: SessionType }) {
  // Made once when the screen opens: the upload, the saved preparation and the session share it.
  const [sessionId] = useState(() => (type === "voice" ? generateVoiceSessionId() : generateChatSessionId()));
  const userId = useUser().id;
  return (
    <PreparationScreen
      subject={subject}
      sessionType={type}
      sessionId={sessionId}
      userId={userId}
      icon={<SubjectEmoji subject={subject} className="size-12 text-2xl sm:size-14 sm:text-3xl" />}
      renderUploadArea={(slot) => (
        <FileDropzone
          {...slot}
          maxFiles={PREPARATION_MAX_FILES}
          maxSize={PREPARATION_MAX_BYTES}
          limitMessage={preparationLimitMessage}
        />
      )}
      renderResults={(results, title) => <AnalysisResultList results={results} title={title} />}
    />
  );
}
