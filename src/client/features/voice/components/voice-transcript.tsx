import { useRef } from "react";
import { MessageBubble, type SessionMessage } from "#client/features/tutor-session/index.ts";
import { useTranscriptAutoScroll } from "../hooks/use-transcript-auto-scroll.ts";

type VoiceTranscriptProps = {
  messages: readonly SessionMessage[];
  connected: boolean;
  /** No speech recognition: the pupil writes (docs/product.md §2.10). */
  typing: boolean;
};

function emptyText(connected: boolean, typing: boolean): string {
  if (!connected) return "Starte eine Session um zu beginnen";
  return typing ? "Schreib deine erste Frage ins Feld unten." : "Ich höre zu!";
}

/**
 * What was said, in a box of at most 480 px that follows the newest message (docs/product.md
 * §2.10). role="log" is a polite live region: new messages are announced. Focusable, so the
 * box can be scrolled with the keyboard.
 */
export function VoiceTranscript({ messages, connected, typing }: VoiceTranscriptProps) {
  const box = useRef<HTMLDivElement>(null);
  const onScroll = useTranscriptAutoScroll(box, messages.length);
  return (
    <div
      ref={box}
      role="log"
      aria-label="Gesprächsverlauf"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      onScroll={onScroll}
      className="max-h-[480px] min-h-48 overflow-y-auto rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-orange-600 sm:p-5 dark:bg-slate-900 dark:ring-slate-700 dark:focus-visible:outline-orange-300"
    >
      {messages.length === 0 ? (
        <p className="grid min-h-40 place-items-center text-center text-slate-600 dark:text-slate-300">
          {emptyText(connected, typing)}
        </p>
      ) : (
        <ul className="space-y-4">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
