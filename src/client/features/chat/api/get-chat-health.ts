import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { GENERAL_QUERY_POLICY } from "#client/lib/query-policies.ts";
import { type ChatHealth, chatHealthSchema } from "#shared/contracts/chat.ts";

export type { ChatHealth };

export const chatHealthKeys = { all: ["chat-health"] as const };

/** GET /api/chat/health: which tutor answers. `offline` is Lernfunke's built-in practice tutor. */
export function getChatHealth(signal?: AbortSignal): Promise<ChatHealth> {
  return api.get("/api/chat/health", chatHealthSchema, { signal });
}

export function chatHealthQueryOptions() {
  return queryOptions({
    queryKey: chatHealthKeys.all,
    queryFn: ({ signal }) => getChatHealth(signal),
    ...GENERAL_QUERY_POLICY,
  });
}

/** Only a hint in the header: when it fails, the chat simply shows no badge. */
export function useChatHealth() {
  return useQuery(chatHealthQueryOptions());
}
