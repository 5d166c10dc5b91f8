import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { broadcastToTabs } from "#client/lib/tab-sync.ts";
import {
  type LearningAssessmentInput,
  type LearningAssessmentResponse,
  learningAssessmentResponseSchema,
  type OnboardingResponse,
} from "#shared/contracts/onboarding.ts";
import { onboardingKeys } from "./get-onboarding.ts";

export function submitLearningAssessment(
  input: LearningAssessmentInput,
): Promise<LearningAssessmentResponse> {
  return api.post("/api/onboarding/learning-assessment", learningAssessmentResponseSchema, input);
}

/**
 * Saves the quiz. The server stores the profile in the onboarding answers as learning_profile;
 * the cached onboarding gets it at once (a screen that needs the profile must not ask for the
 * quiz again while the refetch runs), then is refetched, and the pupil's other tabs refetch too.
 */
export function useSubmitLearningAssessment(userId: string) {
  const queryClient = useQueryClient();
  const key = onboardingKeys.forUser(userId);
  return useMutation({
    mutationFn: submitLearningAssessment,
    onSuccess: ({ learningProfile }) => {
      queryClient.setQueryData<OnboardingResponse>(key, (old) =>
        old?.onboarding
          ? {
              onboarding: {
                ...old.onboarding,
                answers: { ...old.onboarding.answers, learning_profile: learningProfile },
              },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: key });
      broadcastToTabs("onboarding-saved");
    },
  });
}
