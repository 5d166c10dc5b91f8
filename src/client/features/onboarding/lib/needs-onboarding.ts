import type { OnboardingResponse } from "#shared/contracts/onboarding.ts";

/** docs/product.md §2.1: onboarding is needed when there is no record or completed is false. */
export function needsOnboarding(response: OnboardingResponse): boolean {
  return !response.onboarding?.completed;
}
