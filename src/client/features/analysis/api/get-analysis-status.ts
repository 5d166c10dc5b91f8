import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { type AnalysisStatusResponse, analysisStatusResponseSchema } from "#shared/contracts/analysis.ts";
import { nextAnalysisPoll } from "#shared/domain/analysis-polling.ts";
import { analysisKeys, sessionPath } from "./analysis-keys.ts";

/** One answer of the status endpoint, and how many checks came before it on this visit. */
export type AnalysisStatusCheck = AnalysisStatusResponse & { polls: number };

/** GET /api/sessions/{id}/analysis-status: completed, processing, failed or not_found (404: no such session). */
export function getAnalysisStatus(sessionId: string, signal?: AbortSignal): Promise<AnalysisStatusResponse> {
  return api.get(sessionPath(sessionId, "/analysis-status"), analysisStatusResponseSchema, {
    signal,
    invalidMessage: "Die Antwort des Servers enthält keinen Analysestatus.",
  });
}

/**
 * The status, checked again every 2 s while the analysis is processing or not found, until the
 * limits of docs/product.md §5.6 (shared/domain/analysis-polling.ts). The count of checks travels with
 * the data. The status is never served from the cache and is dropped when the screen closes
 * (gcTime 0), so each visit starts counting at 0.
 */
export function analysisStatusQueryOptions(userId: string, sessionId: string) {
  return queryOptions({
    queryKey: analysisKeys.status(userId, sessionId),
    queryFn: async ({ signal, client, queryKey }): Promise<AnalysisStatusCheck> => {
      const previous = client.getQueryData<AnalysisStatusCheck>(queryKey);
      const response = await getAnalysisStatus(sessionId, signal);
      return { ...response, polls: previous ? previous.polls + 1 : 0 };
    },
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      const check = query.state.data;
      if (!check || query.state.status === "error") return false;
      const step = nextAnalysisPoll(check.status, check.polls);
      return step.kind === "poll" ? step.delayMs : false;
    },
  });
}

export function useAnalysisStatus(userId: string, sessionId: string, enabled: boolean) {
  return useQuery({ ...analysisStatusQueryOptions(userId, sessionId), enabled });
}
