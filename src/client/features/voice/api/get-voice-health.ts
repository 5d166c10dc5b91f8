import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { type VoiceHealthResponse, voiceHealthResponseSchema } from "#shared/contracts/voice.ts";

export const voiceHealthKeys = { all: ["voice-health"] as const };

/** GET /api/elevenlabs/health: which voice back end answers, and whether it understands speech. */
export function getVoiceHealth(signal?: AbortSignal): Promise<VoiceHealthResponse> {
  return api.get("/api/elevenlabs/health", voiceHealthResponseSchema, { signal });
}

export function voiceHealthQueryOptions() {
  return queryOptions({
    queryKey: voiceHealthKeys.all,
    queryFn: ({ signal }) => getVoiceHealth(signal),
    ...GENERAL_QUERY_POLICY,
  });
}

/** Only a hint: while it loads or when it fails, the screen assumes speech is understood. */
export function useVoiceHealth() {
  return useQuery(voiceHealthQueryOptions());
}
