import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { classTranscriptSchema, pupilSessionsSchema } from "#shared/contracts/classes.ts";
import { classKeys } from "./class-keys.ts";

const pupilPath = (classId: string, pupilId: string) =>
  `/api/classes/${encodeURIComponent(classId)}/pupils/${encodeURIComponent(pupilId)}/sessions`;

/** A pupil's sessions, where the school lets teachers read them (TEACHER_SEES_TRANSCRIPTS). */
export function usePupilSessions(classId: string, pupilId: string | null) {
  return useQuery({
    queryKey: classKeys.pupilSessions(classId, pupilId ?? ""),
    queryFn: ({ signal }) => api.get(pupilPath(classId, pupilId ?? ""), pupilSessionsSchema, { signal }),
    enabled: pupilId !== null,
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
  });
}

/** One conversation; sessions with the help card are refused by the server. */
export function usePupilTranscript(classId: string, pupilId: string, sessionId: string | null) {
  return useQuery({
    queryKey: classKeys.transcript(classId, pupilId, sessionId ?? ""),
    queryFn: ({ signal }) =>
      api.get(
        `${pupilPath(classId, pupilId)}/${encodeURIComponent(sessionId ?? "")}`,
        classTranscriptSchema,
        {
          signal,
        },
      ),
    enabled: sessionId !== null,
    ...GENERAL_QUERY_POLICY,
    staleTime: 0,
  });
}
