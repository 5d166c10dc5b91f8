import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CompletionPayload } from "#shared/contracts/sessions.ts";
import { completeSession } from "../api/complete-session.ts";
import { MIN_MESSAGES_TO_END } from "../lib/session-message.ts";

/** docs/product.md §2.9, §2.10 and §5.7: the end-session redirect waits 1 s. */
export const END_SESSION_REDIRECT_DELAY_MS = 1000;

type UseEndSessionOptions = {
  sessionId: string;
  messageCount: number;
  /** Whether anything was said that can be analysed; without it, ending leads back to /tutor. */
  hasContent: boolean;
  /** The completion payload (docs/product.md §3.1), built when 'Session beenden' is pressed. */
  completion: () => CompletionPayload;
  /** A live conversation to close first (voice); resolves when it is closed. */
  close?: () => Promise<void>;
  /** After the server has the completion, e.g. to refresh the session list. */
  onCompleted?: () => void;
};

/**
 * 'Session beenden' (docs/product.md §2.9 and §2.10): with fewer than 2 messages, or while already
 * ending, nothing happens. Otherwise a live conversation closes; without anything to analyse the
 * pupil goes back to /tutor without a call, else the session is completed and 1 s later the
 * analysis opens. A failure shows the banner and the button can be pressed again.
 */
export function useEndSession({
  sessionId,
  messageCount,
  hasContent,
  completion,
  close,
  onCompleted,
}: UseEndSessionOptions) {
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const endingRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const canEnd = messageCount >= MIN_MESSAGES_TO_END && !ending;

  const end = useCallback(async () => {
    if (messageCount < MIN_MESSAGES_TO_END || endingRef.current) return;
    // Nothing to close and nothing to analyse: straight back (docs/product.md §2.9).
    if (!close && !hasContent) {
      void navigate("/tutor");
      return;
    }
    endingRef.current = true;
    setEnding(true);
    setError(null);
    // Built now: a voice session's duration counts up to the press, not up to the closing.
    const payload = completion();
    try {
      await close?.();
      if (!hasContent) {
        void navigate("/tutor");
        return;
      }
      await completeSession(sessionId, payload);
      onCompleted?.();
      await new Promise((resolve) => setTimeout(resolve, END_SESSION_REDIRECT_DELAY_MS));
      if (mounted.current) void navigate(`/analysis/${encodeURIComponent(sessionId)}`);
    } catch (cause) {
      endingRef.current = false;
      if (!mounted.current) return;
      setEnding(false);
      setError(`Fehler beim Beenden der Session: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  }, [messageCount, hasContent, completion, close, navigate, sessionId, onCompleted]);

  return { ending, canEnd, error, end };
}
