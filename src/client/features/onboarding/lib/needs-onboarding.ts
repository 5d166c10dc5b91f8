import type { OnboardingResponse } from "#shared/contracts/onboarding.ts";

/** Spec section 4: onboarding is needed when there is no record or completed is false. */
export function needsOnboarding(response: OnboardingResponse): boolean {
  return !response.onboarding?.completed;
}
