import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { type SessionDetail, sessionDetailResponseSchema } from "#shared/contracts/sessions.ts";
import { analysisKeys, sessionPath } from "./analysis-keys.ts";

/** GET /api/sessions/{id}: the session with its duration in seconds and its transcript (404 if not the pupil's). */
export async function getSessionDetail(sessionId: string, signal?: AbortSignal): Promise<SessionDetail> {
  const { session } = await api.get(sessionPath(sessionId), sessionDetailResponseSchema, {
    signal,
    invalidMessage: "Die Antwort des Servers enthält keine Session.",
  });
  return session;
}

export function sessionDetailQueryOptions(userId: string, sessionId: string) {
  return queryOptions({
    queryKey: analysisKeys.session(userId, sessionId),
    queryFn: ({ signal }) => getSessionDetail(sessionId, signal),
  });
}

export function useSessionDetail(userId: string, sessionId: string, enabled: boolean) {
  return useQuery({ ...sessionDetailQueryOptions(userId, sessionId), enabled });
}
