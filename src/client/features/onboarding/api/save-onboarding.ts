import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { broadcastToTabs } from "#client/lib/tab-sync.ts";
import {
  type OnboardingInput,
  type SaveOnboardingResponse,
  saveOnboardingResponseSchema,
} from "#shared/contracts/onboarding.ts";
import { onboardingKeys } from "./get-onboarding.ts";

export function saveOnboarding(input: OnboardingInput): Promise<SaveOnboardingResponse> {
  return api.post("/api/onboarding", saveOnboardingResponseSchema, input);
}

/**
 * Saves the wizard, then refetches the onboarding state (the shell appears once it reads
 * completed) and tells the pupil's other tabs to do the same.
 */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
      broadcastToTabs("onboarding-saved");
    },
  });
}
