import { useEffect, useLayoutEffect, useRef } from "react";
import { MessageBubble, type SessionMessage } from "#client/features/tutor-session/index.ts";
import { TutorMarkdown } from "./tutor-markdown.tsx";

// The page scrolls, not a box inside it: on phones that keeps one scroll area and lets the
// browser move the input above the keyboard. Near the bottom (this many px) counts as "following".
const FOLLOW_TOLERANCE = 120;

const tutorMarkdown = (text: string) => <TutorMarkdown text={text} />;

function page(): Element {
  return document.scrollingElement ?? document.documentElement;
}

/**
 * The conversation as a log (role="log" is a polite live region: new messages are announced).
 * New text scrolls into view while the pupil follows along at the bottom, and always after the
 * pupil's own message; someone reading further up is left in peace.
 */
type MessageListProps = {
  messages: readonly SessionMessage[];
  /** 'Nochmals senden' of a message that did not arrive, by its id. */
  onResend: (id: string) => void;
};

export function MessageList({ messages, onResend }: MessageListProps) {
  const following = useRef(true);

  useEffect(() => {
    const onScroll = () => {
      const root = page();
      following.current = root.scrollTop + window.innerHeight >= root.scrollHeight - FOLLOW_TOLERANCE;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const last = messages.at(-1);
  const secondLast = messages.at(-2);
  const justSent = last?.isLoading === true && secondLast?.role === "user";
  useLayoutEffect(() => {
    if (messages.length <= 1) return;
    if (!justSent && !following.current) return;
    const root = page();
    root.scrollTop = root.scrollHeight;
    following.current = true;
  }, [messages, justSent]);

  return (
    <div role="log" aria-label="Chatverlauf" className="flex-1">
      <ul className="space-y-4 py-4">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            renderTutorText={tutorMarkdown}
            onResend={message.failed ? () => onResend(message.id) : undefined}
          />
        ))}
      </ul>
    </div>
  );
}
