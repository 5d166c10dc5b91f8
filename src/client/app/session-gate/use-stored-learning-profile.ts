import { useUser } from "#client/features/auth/hooks/use-user.ts";
import { useOnboarding } from "#client/features/onboarding/api/get-onboarding.ts";
import {
  readLearningProfile,
  type StoredLearningProfile,
} from "#client/features/profile/lib/learning-profile.ts";

/**
 * answers.learning_profile of the signed-in pupil, or null before the quiz. Behind the onboarding
 * gate the onboarding state is always loaded, so null really means "no profile yet".
 */
export function useStoredLearningProfile(): StoredLearningProfile | null {
  const user = useUser();
  const onboarding = useOnboarding(user.id).data?.onboarding;
  return readLearningProfile(onboarding?.answers);
}
