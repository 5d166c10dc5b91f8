import { useParams } from "react-router";
import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";
import { SubjectNotFound } from "#client/features/subjects/components/subject-not-found.tsx";
import { findSubject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "../session-gate/require-learning-profile.tsx";

/** Placeholder for /tutor/ai-voice/:subject (voice session); unknown subject: spec section 2. */
export default function TutorVoiceRoute() {
  const subject = findSubject(useParams().subject);
  if (!subject) return <SubjectNotFound variant="voice" />;
  return (
    <RequireLearningProfile>
      <PagePlaceholder title="Sprechen mit dem KI-Tutor">
        <p>
          {subject.emoji} {subject.name}: Hier sprichst du bald mit deinem KI-Tutor.
        </p>
      </PagePlaceholder>
    </RequireLearningProfile>
  );
}
