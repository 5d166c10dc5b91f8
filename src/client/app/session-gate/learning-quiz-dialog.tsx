import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useUser } from "#client/features/auth/hooks/use-user.ts";
import type { QuizAnswers, QuizResult } from "#client/features/learning-quiz/lib/quiz-flow.ts";
import { onboardingQueryOptions } from "#client/features/onboarding/api/get-onboarding.ts";
import { useSubmitLearningAssessment } from "#client/features/onboarding/api/submit-learning-assessment.ts";
import { readLearningProfile } from "#client/features/profile/lib/learning-profile.ts";
import { useOfflineTutor } from "#client/features/tutor-session/index.ts";
import { ApiError } from "#client/lib/api-client.ts";

// Loaded when first needed: each pupil takes the quiz once, so most visits never need it.
const LearningQuizModal = lazy(async () => ({
  default: (await import("#client/features/learning-quiz/components/learning-quiz-modal.tsx"))
    .LearningQuizModal,
}));

type LearningQuizDialogProps = { onCancel: () => void; onFinish: () => void };

/** The quiz modal, saving through the API. */
export function LearningQuizDialog({ onCancel, onFinish }: LearningQuizDialogProps) {
  const user = useUser();
  const queryClient = useQueryClient();
  const { mutateAsync } = useSubmitLearningAssessment(user.id);
  const offlineTutor = useOfflineTutor("chat");

  async function submit(answers: QuizAnswers): Promise<QuizResult> {
    try {
      const { learningProfile } = await mutateAsync({ answers });
      return { primarySignature: learningProfile.primarySignature, signatures: learningProfile.signatures };
    } catch (error) {
      // 409: a different result is stored already (the quiz is taken once; e.g. finished in
      // another tab meanwhile). That stored profile counts: show it instead of failing.
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await queryClient.fetchQuery({ ...onboardingQueryOptions(user.id), staleTime: 0 });
        const stored = readLearningProfile(fresh.onboarding?.answers);
        if (stored?.primarySignature) {
          return { primarySignature: stored.primarySignature, signatures: stored.signatures };
        }
      }
      throw error;
    }
  }

  return (
    <Suspense fallback={null}>
      <LearningQuizModal
        onSubmit={submit}
        onCancel={onCancel}
        onFinish={onFinish}
        offlineTutor={offlineTutor}
      />
    </Suspense>
  );
}
