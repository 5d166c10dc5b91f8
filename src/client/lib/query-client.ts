import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { GENERAL_QUERY_POLICY, MUTATION_POLICY } from "./query-policies.ts";

type QueryClientOptions = {
  /** Called when the API answers 401: the token is no longer accepted, so the pupil must sign in again. */
  onUnauthorized?: () => void;
};

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: { queries: GENERAL_QUERY_POLICY, mutations: MUTATION_POLICY },
  });
}
