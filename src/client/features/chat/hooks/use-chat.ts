import { useCallback, useEffect, useRef, useState } from "react";
import type { Subject } from "#shared/domain/subjects.ts";
import { getPreparedStarterMessage } from "../api/get-prepared-starter.ts";
import { streamChat } from "../api/stream-chat.ts";
import { type ChatMessage, chatMessage, pupilMessages } from "../lib/chat-message.ts";
import { welcomeText } from "../lib/welcome.ts";

// The schema takes at most 500 messages; the server reads only the newest pupil text anyway.
const MAX_SENT_MESSAGES = 500;

type UseChatOptions = { subject: Subject; sessionId: string };

const welcomeMessage = (text: string) => chatMessage("tutor", text, { welcome: true });

/**
 * The conversation of one chat session (spec section 4, Chat): sending adds the pupil's message
 * and a loading placeholder, which the tutor's reply fills word by word as it streams.
 */
export function useChat({ subject, sessionId }: UseChatOptions) {
  const [welcome, setWelcome] = useState(() => welcomeText(subject));
  const [messages, setMessages] = useState<ChatMessage[]>(() => [welcomeMessage(welcome)]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(messages);
  latest.current = messages;
  const pendingRef = useRef(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  // A prepared session brings its own first message (get-prepared-starter.ts); until the pupil
  // writes, it replaces the default welcome. Spec section 8: a load error is only logged.
  useEffect(() => {
    const controller = new AbortController();
    getPreparedStarterMessage(sessionId, controller.signal)
      .then((starter) => {
        if (!starter?.trim() || controller.signal.aborted) return;
        setWelcome(starter);
        setMessages((current) =>
          pupilMessages(current).length > 0
            ? current
            : current.map((m) => (m.welcome ? { ...m, text: starter } : m)),
        );
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted)
          console.warn("Could not load the prepared session; using the welcome.", cause);
      });
    return () => controller.abort();
  }, [sessionId]);

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const text = input.trim();
      // Spec section 5: nothing empty, and nothing while a reply is pending.
      if (!text || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      setError(null);

      const user = chatMessage("user", text);
      const placeholder = chatMessage("tutor", "", { isLoading: true });
      const update = (change: (m: ChatMessage) => ChatMessage | null) =>
        setMessages((current) =>
          current.flatMap((m) => {
            if (m.id !== placeholder.id) return [m];
            const next = change(m);
            return next ? [next] : [];
          }),
        );
      const visible = [...latest.current, user];
      setMessages([...visible, placeholder]);

      const controller = new AbortController();
      aborter.current = controller;
      try {
        const events = streamChat(
          {
            messages: visible
              .filter((m) => !m.isLoading && !m.isStreaming)
              .slice(-MAX_SENT_MESSAGES)
              .map((m) => ({ text: m.text, sender: m.sender })),
            subject: subject.id,
            sessionId,
            sessionType: "chat",
          },
          controller.signal,
        );
        for await (const event of events) {
          if (event.type === "delta" && event.text) {
            update((m) => ({ ...m, text: m.text + event.text, isLoading: false, isStreaming: true }));
          } else if (event.type === "done") {
            update((m) => ({
              ...m,
              text: event.message || m.text,
              isLoading: false,
              isStreaming: false,
              helpCard: event.helpCard,
              timestamp: new Date().toISOString(),
            }));
          }
        }
      } catch (cause) {
        if (controller.signal.aborted) return false;
        // Spec section 8: the banner, and the placeholder goes. The pupil's message stays:
        // the server has already stored it.
        update(() => null);
        const message = cause instanceof Error ? cause.message : String(cause);
        setError(`Fehler beim Senden der Nachricht: ${message}`);
      } finally {
        if (aborter.current === controller) aborter.current = null;
        if (!controller.signal.aborted) {
          pendingRef.current = false;
          setPending(false);
        }
      }
      return true;
    },
    [subject.id, sessionId],
  );

  /** 'Chat löschen': only the screen starts over; the server keeps the session's turns. */
  const clear = useCallback(() => {
    if (pendingRef.current) return;
    setError(null);
    setMessages([welcomeMessage(welcome)]);
  }, [welcome]);

  return { messages, pending, error, send, clear };
}
