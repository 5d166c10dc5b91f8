import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { analysisResponseSchema, type SessionAnalysis } from "#shared/contracts/analysis.ts";
import { analysisKeys, sessionPath } from "./analysis-keys.ts";

/**
 * GET /api/sessions/{id}/analysis (404 unless completed). An answer without an analysis gives
 * null: the screen then says 'Keine Analysedaten verfügbar'.
 */
export async function getAnalysis(sessionId: string, signal?: AbortSignal): Promise<SessionAnalysis | null> {
  const body = await api.get(
    sessionPath(sessionId, "/analysis"),
    analysisResponseSchema.partial().nullable(),
    {
      signal,
    },
  );
  return body?.analysis ?? null;
}

export function analysisQueryOptions(userId: string, sessionId: string) {
  return queryOptions({
    queryKey: analysisKeys.result(userId, sessionId),
    queryFn: ({ signal }) => getAnalysis(sessionId, signal),
  });
}

/** Enabled once the status says completed. */
export function useAnalysis(userId: string, sessionId: string, enabled: boolean) {
  return useQuery({ ...analysisQueryOptions(userId, sessionId), enabled });
}
