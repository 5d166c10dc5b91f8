import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  completeSession,
  completionPayload,
  getSessionConversation,
} from "#client/features/tutor-session/index.ts";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { sessionKeys } from "./get-sessions.ts";

type OpenSession = { session: SessionSummary; subject: Subject };

/**
 * 'Beenden' of an unfinished session from home (docs/decisions/039-resume-and-resend.md): the
 * same completion as the session screen's 'Session beenden' (docs/product.md §3.1), with the
 * conversation the server stored, so the session is analysed.
 */
export async function endOpenSession({ session, subject }: OpenSession): Promise<void> {
  const messages = (await getSessionConversation(session.id))?.messages ?? [];
  const payload = completionPayload({
    sessionType: session.type === "VOICE" ? "voice" : "text",
    messages,
    subject,
    uploadedFilesCount: messages.filter((m) => m.attachments.length > 0).length,
  });
  await completeSession(session.id, payload);
}

export function useEndOpenSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOpenSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
