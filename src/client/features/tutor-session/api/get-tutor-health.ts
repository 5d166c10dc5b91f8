import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { chatHealthSchema } from "#shared/contracts/chat.ts";
import { voiceHealthResponseSchema } from "#shared/contracts/voice.ts";

/** Who answers a session: a GET answered with the route's shared schema. */
function healthQuery<S extends z.ZodType>(kind: "chat" | "voice", path: string, schema: S) {
  return queryOptions({
    queryKey: [`${kind}-health`] as const,
    queryFn: ({ signal }) => api.get(path, schema, { signal }),
    ...GENERAL_QUERY_POLICY,
  });
}

// Only hints: while one loads or when it fails, the chat shows no offline badge and the voice
// screen assumes speech is understood.

/** GET /api/chat/health: which tutor writes. `offline` is Lernfunke's built-in practice tutor. */
export const chatHealthQuery = healthQuery("chat", "/api/chat/health", chatHealthSchema);
export const useChatHealth = () => useQuery(chatHealthQuery);

/** GET /api/elevenlabs/health: which voice back end speaks, and whether it understands speech. */
export const voiceHealthQuery = healthQuery("voice", "/api/elevenlabs/health", voiceHealthResponseSchema);
export const useVoiceHealth = () => useQuery(voiceHealthQuery);

/**
 * Whether Lernfunke's built-in practice tutor answers this kind of session: undefined while the
 * health loads or when it failed. A voice session on ElevenLabs is answered by the agent's own
 * model; the local voice agent asks the chat's tutor (decision 018).
 */
export function useOfflineTutor(session: "chat" | "voice"): boolean | undefined {
  const chat = useChatHealth().data;
  const voice = useQuery({ ...voiceHealthQuery, enabled: session === "voice" }).data;
  if (session === "voice") {
    if (!voice) return undefined;
    if (voice.backend === "elevenlabs") return false;
  }
  return chat?.offline;
}
