import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Subject } from "#shared/domain/subjects.ts";
import { completeVoiceSession } from "../api/complete-voice-session.ts";
import { voiceCompletionPayload } from "../lib/completion-payload.ts";
import { hasSpokenContent, MIN_MESSAGES_TO_END, type VoiceMessage } from "../lib/voice-message.ts";

/** docs/product.md §2.10 and §5.7: the end-session redirect waits 1 s. */
export const END_SESSION_REDIRECT_DELAY_MS = 1000;

type UseEndVoiceSessionOptions = {
  sessionId: string;
  subject: Subject;
  messages: readonly VoiceMessage[];
  uploadedFilesCount: number;
  /** Closes the conversation (resolves when it is closed). */
  close: () => Promise<void>;
  /** Milliseconds since the conversation connected, undefined when it never did. */
  duration: () => number | undefined;
  /** After the server has the completion, e.g. to refresh the session list. */
  onCompleted?: () => void;
};

/**
 * 'Session beenden' (docs/product.md §2.10, ending): with fewer than 2 messages, or
 * while already ending, nothing happens. Otherwise the conversation closes; without anything
 * said the pupil goes back to /tutor, else the session is completed and 1 s later the analysis
 * opens. A failure shows the banner and the button can be pressed again.
 */
export function useEndVoiceSession({
  sessionId,
  subject,
  messages,
  uploadedFilesCount,
  close,
  duration,
  onCompleted,
}: UseEndVoiceSessionOptions) {
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

  const canEnd = messages.length >= MIN_MESSAGES_TO_END && !ending;

  const end = useCallback(async () => {
    if (messages.length < MIN_MESSAGES_TO_END || endingRef.current) return;
    endingRef.current = true;
    setEnding(true);
    setError(null);
    const sessionDuration = duration();
    try {
      await close();
      if (!hasSpokenContent(messages)) {
        void navigate("/tutor");
        return;
      }
      await completeVoiceSession(
        sessionId,
        voiceCompletionPayload({ messages, subject, uploadedFilesCount, sessionDuration }),
      );
      onCompleted?.();
      await new Promise((resolve) => setTimeout(resolve, END_SESSION_REDIRECT_DELAY_MS));
      if (mounted.current) void navigate(`/analysis/${encodeURIComponent(sessionId)}`);
    } catch (cause) {
      endingRef.current = false;
      if (!mounted.current) return;
      setEnding(false);
      setError(`Fehler beim Beenden der Session: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  }, [messages, close, duration, navigate, sessionId, subject, uploadedFilesCount, onCompleted]);

  return { ending, canEnd, error, end };
}
