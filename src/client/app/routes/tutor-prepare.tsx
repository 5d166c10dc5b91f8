import { useParams } from "react-router";
import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";
import { SubjectNotFound } from "#client/features/subjects/components/subject-not-found.tsx";
import { isSessionType } from "#client/features/subjects/lib/session-types.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "../session-gate/require-learning-profile.tsx";

/**
 * Placeholder for /tutor/prepare/:subject/:type (session preparation). An unknown subject, or a
 * type other than chat or voice, shows 'Subject nicht gefunden'.
 */
export default function TutorPrepareRoute() {
  const { subject: subjectParam, type } = useParams();
  const subject = findSubject(subjectParam);
  if (!subject || !isSessionType(type)) return <SubjectNotFound variant="subject" />;
  return (
    <RequireLearningProfile>
      <PagePlaceholder title="Session vorbereiten">
        <p>
          {subject.emoji} {subject.name}: Hier bereitest du bald deine Lernsession vor – mit deiner Frage und,
          wenn du magst, mit Dateien.
        </p>
      </PagePlaceholder>
    </RequireLearningProfile>
  );
}
