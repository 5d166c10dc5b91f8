import { useParams } from "react-router";
import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";
import { SubjectNotFound } from "#client/features/subjects/components/subject-not-found.tsx";
import { findSubject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "../session-gate/require-learning-profile.tsx";

/** Placeholder for /tutor/ai-chat/:subject (text chat session); unknown subject: spec section 8. */
export default function TutorChatRoute() {
  const subject = findSubject(useParams().subject);
  if (!subject) return <SubjectNotFound variant="subject" />;
  return (
    <RequireLearningProfile>
      <PagePlaceholder title="Chat mit dem KI-Tutor">
        <p>
          {subject.emoji} {subject.name}: Hier schreibst du bald mit deinem KI-Tutor.
        </p>
      </PagePlaceholder>
    </RequireLearningProfile>
  );
}
