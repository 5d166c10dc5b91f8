import { useCallback, useEffect, useRef, useState } from "react";
import {
  fileMessages,
  pupilMessages,
  type SessionAttachment,
  type SessionMessage,
  sessionMessage,
} from "#client/features/tutor-session/index.ts";
import { MAX_CHAT_MESSAGE_LENGTH } from "#shared/contracts/chat.ts";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { cutText } from "#shared/format/truncate.ts";
import { getPreparedStarterMessage } from "../api/get-prepared-starter.ts";
import { streamChat } from "../api/stream-chat.ts";
import { welcomeText } from "../lib/welcome.ts";

// The schema takes at most 500 messages; the server reads only the newest pupil text anyway.
const MAX_SENT_MESSAGES = 500;

type UseChatOptions = {
  subject: Subject;
  sessionId: string;
  /** The sessionId came with the address, so a prepared session may exist (docs/product.md §2.9). */
  loadPreparation?: boolean;
};

/** What became of a message: not taken (empty, busy, left), answered, or failed with the banner. */
type Delivery = "refused" | "answered" | "failed";

const welcomeMessage = (text: string) => sessionMessage("assistant", text, { welcome: true });

/**
 * The conversation of one chat session (docs/product.md §2.9): sending adds the pupil's message
 * and a loading placeholder, which the tutor's reply fills word by word as it streams.
 */
export function useChat({ subject, sessionId, loadPreparation = false }: UseChatOptions) {
  const [welcome, setWelcome] = useState(() => welcomeText(subject));
  const [messages, setMessages] = useState<SessionMessage[]>(() => [welcomeMessage(welcome)]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The conversation as of now. Every change goes through apply(), so it is never behind the
  // screen: sendFiles sends its next message before React has rendered the previous reply.
  const latest = useRef(messages);
  const apply = useCallback((change: (current: SessionMessage[]) => SessionMessage[]) => {
    latest.current = change(latest.current);
    setMessages(latest.current);
  }, []);
  const pendingRef = useRef(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  // A prepared session brings its own first message (get-prepared-starter.ts); until the pupil
  // writes, it replaces the default welcome. docs/product.md §2.9: a load error is only logged.
  useEffect(() => {
    if (!loadPreparation) return;
    const controller = new AbortController();
    getPreparedStarterMessage(sessionId, controller.signal)
      .then((starter) => {
        if (!starter?.trim() || controller.signal.aborted) return;
        setWelcome(starter);
        apply((current) =>
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
  }, [sessionId, loadPreparation, apply]);

  const deliver = useCallback(
    async (input: string, attachments: SessionAttachment[] = []): Promise<Delivery> => {
      const text = input.trim();
      // docs/product.md §2.9: nothing empty, and nothing while a reply is pending.
      if (!text || pendingRef.current) return "refused";
      pendingRef.current = true;
      setPending(true);
      setError(null);

      const user = sessionMessage("user", text, { attachments });
      const placeholder = sessionMessage("assistant", "", { isLoading: true });
      const update = (change: (m: SessionMessage) => SessionMessage | null) =>
        apply((current) =>
          current.flatMap((m) => {
            if (m.id !== placeholder.id) return [m];
            const next = change(m);
            return next ? [next] : [];
          }),
        );
      const visible = [...latest.current, user];
      apply(() => [...visible, placeholder]);

      const controller = new AbortController();
      aborter.current = controller;
      let outcome: Delivery = "answered";
      try {
        const events = streamChat(
          {
            messages: visible
              .filter((m) => !m.isLoading && !m.isStreaming)
              .slice(-MAX_SENT_MESSAGES)
              // The server reads only the newest message; earlier shared files (up to 60 000
              // characters each) are cut, so the request stays far below the 1 MB body limit.
              .map((m) => ({
                text: m === user ? m.text : cutText(m.text, MAX_CHAT_MESSAGE_LENGTH),
                sender: m.role === "user" ? "user" : "tutor",
              })),
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
        if (controller.signal.aborted) return "refused";
        // docs/product.md §2.9 and §5.3: the banner, and the placeholder goes. The pupil's message stays:
        // the server has already stored it.
        update(() => null);
        const message = cause instanceof Error ? cause.message : String(cause);
        setError(`Fehler beim Senden der Nachricht: ${message}`);
        outcome = "failed";
      } finally {
        if (aborter.current === controller) aborter.current = null;
        if (!controller.signal.aborted) {
          pendingRef.current = false;
          setPending(false);
        }
      }
      return outcome;
    },
    [subject.id, sessionId, apply],
  );

  /** The pupil's text; resolves true when it was taken (the field is emptied then). */
  const send = useCallback(async (input: string) => (await deliver(input)) !== "refused", [deliver]);

  /**
   * Uploaded files, one message each (docs/product.md §4.6): the tutor reads the prefixed analysis,
   * the screen shows the file. One after the other, because each is its own turn: the server
   * takes the newest pupil message of a request. Stops at the first failure (the banner shows).
   */
  const sendFiles = useCallback(
    async (files: SessionFilesUploadResponse["uploadedFiles"]) => {
      for (const { text, attachment } of fileMessages(files)) {
        if ((await deliver(text, [attachment])) !== "answered") return;
      }
    },
    [deliver],
  );

  /** 'Chat löschen': only the screen starts over; the server keeps the session's turns. */
  const clear = useCallback(() => {
    if (pendingRef.current) return;
    setError(null);
    apply(() => [welcomeMessage(welcome)]);
  }, [welcome, apply]);

  return { messages, pending, error, send, sendFiles, clear };
}
