import { type MouseEvent, type ReactNode, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { LearningQuizDialog } from "./learning-quiz-dialog.tsx";
import { type StartSession, StartSessionContext } from "./start-session-context.ts";
import { useStoredLearningProfile } from "./use-stored-learning-profile.ts";

/** A click the browser handles itself (new tab or window): the page opened there asks for the quiz. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Provides useStartSession() to the app's screens and shows the quiz when a start needs it.
 * After the quiz the pupil continues to where they were going; cancelling stays on the page.
 */
export function StartSessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const hasProfile = useStoredLearningProfile() !== null;
  const [pendingTarget, setPendingTarget] = useState<string | null>(null);

  const value = useMemo<StartSession>(
    () => ({
      start: (to) => {
        if (hasProfile) void navigate(to);
        else setPendingTarget(to);
      },
      linkProps: (to) => ({
        to,
        onClick: (event) => {
          if (hasProfile || event.defaultPrevented || opensElsewhere(event)) return;
          event.preventDefault();
          setPendingTarget(to);
        },
      }),
    }),
    [hasProfile, navigate],
  );

  return (
    <StartSessionContext value={value}>
      {children}
      {pendingTarget !== null && (
        <LearningQuizDialog
          onCancel={() => setPendingTarget(null)}
          onFinish={() => {
            setPendingTarget(null);
            void navigate(pendingTarget);
          }}
        />
      )}
    </StartSessionContext>
  );
}
