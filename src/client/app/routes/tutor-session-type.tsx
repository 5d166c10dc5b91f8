import { Navigate, useParams } from "react-router";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { useEnrollSubject } from "#client/features/subjects/api/enroll-subject.ts";
import { SessionTypeCard } from "#client/features/subjects/components/session-type-card.tsx";
import { SubjectEmoji } from "#client/features/subjects/components/subject-emoji.tsx";
import { sessionTypeChoices, sessionTypeQuestion } from "#client/features/subjects/lib/session-types.ts";
import { tutorName, useOfflineTutor, useVoiceHealth } from "#client/features/tutor-session/index.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { findSubject, type Subject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "../session-gate/require-learning-profile.tsx";

/**
 * /tutor/select/:subjectId: chat or voice. An unknown subject goes back to /tutor/select
 * (docs/product.md §2.7); an alias or name (/tutor/select/math) goes to the subject's own address.
 */
export default function TutorSessionTypeRoute() {
  const { subjectId = "" } = useParams();
  const subject = findSubject(subjectId);
  if (!subject) return <Navigate to="/tutor/select" replace />;
  if (subject.id !== subjectId) return <Navigate to={`/tutor/select/${subject.id}`} replace />;
  return (
    <RequireLearningProfile>
      <SessionTypeChoice subject={subject} />
    </RequireLearningProfile>
  );
}

function SessionTypeChoice({ subject }: { subject: Subject }) {
  usePageTitle(subject.name);
  const enroll = useEnrollSubject();
  const tutor = {
    chat: tutorName(useOfflineTutor("chat")),
    voice: tutorName(useOfflineTutor("voice")),
    // While the health loads or when it fails, speech is assumed to work (as on the voice screen).
    speechRecognition: useVoiceHealth().data?.speechRecognition !== false,
  };
  return (
    <div className="@container">
      <BackLink to="/tutor/select">Zurück zu den Fächern</BackLink>
      <div className="mt-2 flex items-center gap-3 sm:gap-4">
        <SubjectEmoji subject={subject} className="size-12 text-2xl sm:size-14 sm:text-3xl" />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words hyphens-auto text-slate-900 sm:text-3xl dark:text-white">
            {subject.name}
          </h1>
          <p className="mt-1 text-lg text-slate-700 dark:text-slate-200">{sessionTypeQuestion(subject)}</p>
        </div>
      </div>
      <ul className="mt-6 grid gap-4 @xl:grid-cols-2">
        {sessionTypeChoices(subject, tutor).map((choice) => (
          <li key={choice.type}>
            <SessionTypeCard
              choice={choice}
              to={`/tutor/prepare/${subject.id}/${choice.type}`}
              // Not awaited: enrolling must never hold up or stop the pupil.
              onPick={() => enroll.mutate(subject.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
