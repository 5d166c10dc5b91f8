import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { LearningQuizDialog } from "./learning-quiz-dialog.tsx";
import { useStoredLearningProfile } from "./use-stored-learning-profile.ts";

/**
 * For the screens of a session (session type, preparation, chat, voice): reached by a link or
 * typed address without a learning profile, the quiz opens over the page, so no way in skips
 * it. After the quiz the pupil stays on the page; cancelling leads to /tutor.
 * The open state is the component's own: saving the quiz adds the profile to the cache, and
 * the dialog must stay for its completed stage until the pupil closes it.
 */
export function RequireLearningProfile({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const hasProfile = useStoredLearningProfile() !== null;
  const [quizOpen, setQuizOpen] = useState(!hasProfile);

  return (
    <>
      {children}
      {quizOpen && (
        <LearningQuizDialog
          onCancel={() => {
            setQuizOpen(false);
            void navigate("/tutor", { replace: true });
          }}
          onFinish={() => setQuizOpen(false)}
        />
      )}
    </>
  );
}
