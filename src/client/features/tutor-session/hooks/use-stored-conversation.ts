import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { getSessionConversation } from "../api/get-session-conversation.ts";
import type { SessionMessage } from "../lib/session-message.ts";

/** What the screen says while the stored turns are on their way, and under a completed session. */
export const RESTORING_HINT = "Dein bisheriges Gespräch wird geladen …";
export const COMPLETED_HINT = "Diese Session ist beendet. Starte eine neue, um weiterzulernen.";

type StoredConversationOptions = {
  sessionId: string;
  /** The id came with the address, so the session may exist (use-session-id-in-address.ts). */
  cameWithAddress: boolean;
  /** Puts the stored turns on screen: the chat's after its welcome, the voice session's before anything new. */
  onStored: (messages: SessionMessage[]) => void;
  /** They could not be read: the German message, and whether the server was not reached at all. */
  onFailed: (message: string, cause: unknown) => void;
};

/**
 * Resume (docs/decisions/039-resume-and-resend.md), for the chat and the voice session alike: a
 * session whose id came with the address is looked up with GET /api/sessions/{id}; its stored
 * turns go on screen, and a completed one is only shown. A 404 is a new session: nothing happens.
 * `whenRestored()` settles when the stored turns are on screen (or could not be read).
 */
export function useStoredConversation({
  sessionId,
  cameWithAddress,
  onStored,
  onFailed,
}: StoredConversationOptions) {
  const [restoring, setRestoring] = useState(cameWithAddress);
  const [completed, setCompleted] = useState(false);
  const restored = useRef<Promise<void>>(Promise.resolve());
  const stored = useEffectEvent(onStored);
  const failed = useEffectEvent(onFailed);

  useEffect(() => {
    if (!cameWithAddress) return;
    const controller = new AbortController();
    restored.current = getSessionConversation(sessionId, controller.signal)
      .then((conversation) => {
        if (controller.signal.aborted) return;
        if (conversation) {
          stored(conversation.messages);
          setCompleted(conversation.completed);
        }
        setRestoring(false);
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        const reason = cause instanceof Error ? cause.message : String(cause);
        failed(`Das bisherige Gespräch konnte nicht geladen werden: ${reason}`, cause);
        setRestoring(false);
      });
    return () => controller.abort();
  }, [sessionId, cameWithAddress]);

  const whenRestored = useCallback(() => restored.current, []);
  return { restoring, completed, whenRestored };
}
