import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearDraft,
  fileMessages,
  pupilMessages,
  type SessionAttachment,
  type SessionMessage,
  sessionMessage,
  useStoredConversation,
} from "#client/features/tutor-session/index.ts";
import { NetworkError } from "#client/lib/api-client.ts";
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
  /**
   * The sessionId came with the address, so the session may exist: its stored turns are resumed
   * and a prepared session's starter looked for (docs/product.md §2.9). A new id has neither.
   */
  cameWithAddress?: boolean;
};

/** What became of a message: not taken (empty, busy, left), answered, or failed (marked at the message). */
type Delivery = "refused" | "answered" | "failed";

const welcomeMessage = (text: string) => sessionMessage("assistant", text, { welcome: true });

/**
 * The conversation of one chat session (docs/product.md §2.9): sending adds the pupil's message
 * and a loading placeholder, which the tutor's reply fills word by word as it streams.
 */
export function useChat({ subject, sessionId, cameWithAddress = false }: UseChatOptions) {
  const [welcome, setWelcome] = useState(() => welcomeText(subject));
  const [messages, setMessages] = useState<SessionMessage[]>(() => [welcomeMessage(welcome)]);
  const [pending, setPending] = useState(false);
  /** The last message did not reach the server at all (it is down, or the network is). */
  const [serverDown, setServerDown] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
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

  // Resume (docs/decisions/039-resume-and-resend.md): the session's stored turns after the welcome.
  // A message sent before they are there waits for them (whenRestored), so that it follows them.
  const { restoring, completed, whenRestored } = useStoredConversation({
    sessionId,
    cameWithAddress,
    onStored: (stored) => apply((current) => [...current, ...stored]),
    onFailed: (message, cause) => {
      setServerDown(cause instanceof NetworkError);
      setLoadError(message);
    },
  });

  // A prepared session brings its own first message (get-prepared-starter.ts); until the pupil
  // writes, it replaces the default welcome. docs/product.md §2.9: a load error is only logged.
  useEffect(() => {
    if (!cameWithAddress) return;
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
  }, [sessionId, cameWithAddress, apply]);

  const deliver = useCallback(
    async (
      input: string,
      attachments: SessionAttachment[] = [],
      again?: SessionMessage,
    ): Promise<Delivery> => {
      const text = input.trim();
      // docs/product.md §2.9: nothing empty, and nothing while a reply is pending.
      if (!text || pendingRef.current) return "refused";
      pendingRef.current = true;
      setPending(true);
      await whenRestored();

      // Sent again: the same message (its id tells the server it may have it already), moved to the end.
      const user = again ? { ...again, failed: undefined } : sessionMessage("user", text, { attachments });
      const placeholder = sessionMessage("assistant", "", { isLoading: true });
      const update = (id: string, change: (m: SessionMessage) => SessionMessage | null) =>
        apply((current) =>
          current.flatMap((m) => {
            if (m.id !== id) return [m];
            const next = change(m);
            return next ? [next] : [];
          }),
        );
      const visible = [...latest.current.filter((m) => m.id !== user.id), user];
      apply(() => [...visible, placeholder]);

      const controller = new AbortController();
      aborter.current = controller;
      let outcome: Delivery = "answered";
      try {
        const events = streamChat(
          {
            messages: visible
              .filter((m) => !m.isLoading && !m.isStreaming && !m.failed)
              .slice(-MAX_SENT_MESSAGES)
              // The server reads only the newest message; earlier shared files (up to 60 000
              // characters each) are cut, so the request stays far below the 1 MB body limit.
              .map((m) => ({
                text: m === user ? m.text : cutText(m.text, MAX_CHAT_MESSAGE_LENGTH),
                sender: m.role === "user" ? "user" : "tutor",
              })),
            subject: subject.id,
            sessionId,
            clientMessageId: user.id,
            sessionType: "chat",
          },
          controller.signal,
        );
        for await (const event of events) {
          if (event.type === "delta" && event.text) {
            update(placeholder.id, (m) => ({
              ...m,
              text: m.text + event.text,
              isLoading: false,
              isStreaming: true,
            }));
          } else if (event.type === "done") {
            update(placeholder.id, (m) => ({
              ...m,
              text: event.message || m.text,
              isLoading: false,
              isStreaming: false,
              helpCard: event.helpCard,
              timestamp: new Date().toISOString(),
            }));
          }
        }
        setServerDown(false);
        setLoadError(null);
        clearDraft(sessionId, text);
      } catch (cause) {
        if (controller.signal.aborted) return "refused";
        // docs/product.md §5.3, at the message (decision 039): the placeholder goes, the pupil's
        // message stays, marked, with 'Nochmals senden'.
        update(placeholder.id, () => null);
        update(user.id, (m) => ({ ...m, failed: `Fehler beim Senden der Nachricht: ${errorText(cause)}` }));
        setServerDown(cause instanceof NetworkError);
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
    [subject.id, sessionId, apply, whenRestored],
  );

  /** 'Nochmals senden' of a message that did not arrive: the same message, the same id. */
  const resend = useCallback(
    (id: string) => {
      const failed = latest.current.find((m) => m.id === id && m.failed);
      if (failed) void deliver(failed.text, failed.attachments, failed);
    },
    [deliver],
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
    apply(() => [welcomeMessage(welcome)]);
  }, [welcome, apply]);

  return { messages, pending, restoring, completed, serverDown, loadError, send, resend, sendFiles, clear };
}

const errorText = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));
