import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Subject } from "#shared/domain/subjects.ts";
import { completeSession } from "../api/complete-session.ts";
import { type ChatMessage, pupilMessages } from "../lib/chat-message.ts";
import { chatCompletionPayload } from "../lib/completion-payload.ts";

/** docs/product.md §2.9 and §5.7: the end-session redirect waits 1 s. */
export const END_SESSION_REDIRECT_DELAY_MS = 1000;

type UseEndSessionOptions = {
  sessionId: string;
  subject: Subject;
  messages: readonly ChatMessage[];
  uploadedFilesCount: number;
  /** After the server has the completion, e.g. to refresh the session list. */
  onCompleted?: () => void;
};

/**
 * 'Session beenden' (docs/product.md §2.9): possible with more than one message (the welcome
 * counts). Without a pupil message there is nothing to analyse: back to /tutor, without a call.
 * Otherwise the session is completed, and 1 s later the analysis opens.
 */
export function useEndSession({
  sessionId,
  subject,
  messages,
  uploadedFilesCount,
  onCompleted,
}: UseEndSessionOptions) {
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const canEnd = messages.length > 1 && !ending;

  const end = useCallback(async () => {
    if (messages.length <= 1 || ending) return;
    if (pupilMessages(messages).length === 0) {
      void navigate("/tutor");
      return;
    }
    setEnding(true);
    setError(null);
    try {
      await completeSession(sessionId, chatCompletionPayload(messages, subject, uploadedFilesCount));
      onCompleted?.();
      await new Promise((resolve) => setTimeout(resolve, END_SESSION_REDIRECT_DELAY_MS));
      if (mounted.current) void navigate(`/analysis/${encodeURIComponent(sessionId)}`);
    } catch (cause) {
      if (!mounted.current) return;
      setEnding(false);
      setError(`Fehler beim Beenden der Session: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  }, [messages, ending, navigate, sessionId, subject, uploadedFilesCount, onCompleted]);

  return { ending, canEnd, error, end };
}
