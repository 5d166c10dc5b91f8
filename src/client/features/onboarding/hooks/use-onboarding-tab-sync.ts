import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onTabMessage } from "#client/lib/tab-sync.ts";
import { onboardingKeys } from "../api/get-onboarding.ts";

/** The wizard was finished in another tab: refetch here too, so this tab leaves the wizard. */
export function useOnboardingTabSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onTabMessage(
        "onboarding-saved",
        () => void queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
      ),
    [queryClient],
  );
}
