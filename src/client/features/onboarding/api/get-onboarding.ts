import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { ONBOARDING_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { type OnboardingResponse, onboardingResponseSchema } from "#shared/contracts/onboarding.ts";

// The user id is part of the key so one pupil's answer can never be served to the next one.
export const onboardingKeys = {
  all: ["onboarding"] as const,
  forUser: (userId: string) => ["onboarding", userId] as const,
};

export function getOnboarding(signal?: AbortSignal): Promise<OnboardingResponse> {
  return api.get("/api/onboarding", onboardingResponseSchema, { signal });
}

export function onboardingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: onboardingKeys.forUser(userId),
    queryFn: ({ signal }) => getOnboarding(signal),
    ...ONBOARDING_QUERY_POLICY,
  });
}

export function useOnboarding(userId: string) {
  return useQuery(onboardingQueryOptions(userId));
}
