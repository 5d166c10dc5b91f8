import { useQueryClient } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { useParams } from "react-router";
import { sessionKeys } from "#client/features/sessions/api/get-sessions.ts";
import { useSessionPresence } from "#client/features/sessions/hooks/use-session-presence.ts";
import { SubjectEmoji } from "#client/features/subjects/components/subject-emoji.tsx";
import { SubjectNotFound } from "#client/features/subjects/components/subject-not-found.tsx";
import { useSessionIdInAddress } from "#client/features/tutor-session/index.ts";
import { findSubject, type Subject } from "#shared/domain/subjects.ts";
import { RequireLearningProfile } from "./session-gate/require-learning-profile.tsx";

/** What a tutor session's route hands its screen. */
export type SessionScreenProps = {
  subject: Subject;
  sessionId: string;
  /** The sessionId came with the address: the session may exist (its turns are resumed, decision 039). */
  cameWithAddress: boolean;
  /** The subject's emoji tile (from the subjects feature). */
  icon: ReactNode;
  /** After the session is completed, before the analysis opens: the session list is refreshed. */
  onSessionCompleted: () => void;
  /** Go on in a new session (a new id in the address): the screen starts over, e.g. after 'Chat löschen'. */
  startNewSession: () => void;
};

type TutorSessionRouteProps = {
  /** Makes the session's id when the address has none (docs/product.md §3.1). */
  generateId: () => string;
  /** The words of docs/product.md §5.3 for an unknown subject. */
  notFound: "subject" | "voice";
  screen: (props: SessionScreenProps) => ReactNode;
};

/**
 * /tutor/ai-chat/:subject and /tutor/ai-voice/:subject (docs/product.md §2.9 and §2.10): the
 * subject from the path, the session's id from the address (made once and written into it when
 * missing), the learning-profile gate, and the screen with what it needs from other features.
 */
export function TutorSessionRoute({ generateId, notFound, screen }: TutorSessionRouteProps) {
  const subject = findSubject(useParams().subject);
  const { sessionId, cameWithAddress, renew } = useSessionIdInAddress(generateId, subject !== null);
  const queryClient = useQueryClient();
  // The session's clock counts while this tab is visible (docs/decisions/038-honest-session-clock.md).
  useSessionPresence(sessionId);
  if (!subject) return <SubjectNotFound variant={notFound} />;
  return (
    <RequireLearningProfile>
      {/* A new subject or session is a new conversation. */}
      <Fragment key={`${subject.id}:${sessionId}`}>
        {screen({
          subject,
          sessionId,
          cameWithAddress,
          icon: <SubjectEmoji subject={subject} className="size-12 text-2xl sm:size-14 sm:text-3xl" />,
          onSessionCompleted: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
          startNewSession: () => {
            renew();
            void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
          },
        })}
      </Fragment>
    </RequireLearningProfile>
  );
}
