import type { ReactNode } from "react";
import { SparkMark } from "#client/components/ui/spark-mark.tsx";
import { formatTime } from "#shared/format/dates.ts";
import type { SessionMessage } from "../lib/session-message.ts";
import { AttachmentList } from "./attachment-list.tsx";
import { HelpCard } from "./help-card.tsx";

type MessageBubbleProps = {
  message: SessionMessage;
  /**
   * How the tutor's written words are drawn (the chat's Markdown, passed in so the voice screen
   * does not load the renderer). Without it they are spoken words: plain text, quieter bubble.
   */
  renderTutorText?: (text: string) => ReactNode;
  /** 'Nochmals senden' for a message that did not arrive (decision 039). */
  onResend?: () => void;
};

const TUTOR_BUBBLE = {
  written:
    "w-full rounded-2xl rounded-bl-md bg-white px-4 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700",
  spoken:
    "rounded-2xl rounded-bl-md bg-slate-50 px-4 py-2.5 text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700",
};

const TIME = "mt-1 px-1 text-xs text-slate-600 tabular-nums dark:text-slate-300";

function TypingDots() {
  return (
    <span className="flex items-center gap-1 py-2" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce dark:bg-slate-300"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

function MessageBody({ message, renderTutorText }: MessageBubbleProps) {
  const mine = message.role === "user";
  if (message.isLoading) return <TypingDots />;
  // A shared file: its text is the analysis sent to the tutor, so the file is shown.
  if (mine && message.attachments.length > 0) return <AttachmentList attachments={message.attachments} />;
  if (mine || !renderTutorText) {
    const text = message.text.trim();
    // Speech recognition heard nothing it could write down.
    if (!text) return <p className="italic opacity-80">(nichts verstanden)</p>;
    return <p className="break-words whitespace-pre-wrap">{text}</p>;
  }
  return <div aria-hidden={message.isStreaming ? true : undefined}>{renderTutorText(message.text)}</div>;
}

/** Under a message that did not arrive: why, and 'Nochmals senden' (docs/decisions/039-resume-and-resend.md). */
function SendFailure({ reason, onResend }: { reason: string; onResend?: () => void }) {
  return (
    <div className="mt-1.5 flex flex-col items-end gap-1.5 text-right">
      <p className="px-1 text-sm font-medium text-red-800 dark:text-red-300">{reason}</p>
      {onResend && (
        <button
          type="button"
          onClick={onResend}
          className="min-h-11 rounded-xl bg-white px-4 font-semibold text-orange-800 ring-1 ring-orange-700 hover:bg-orange-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 dark:bg-slate-900 dark:text-orange-300 dark:ring-orange-300"
        >
          Nochmals senden
        </button>
      )}
    </div>
  );
}

/**
 * One message of a chat or a voice transcript (docs/product.md §3.5). Who wrote it is spoken first
 * ('Du' / 'KI-Tutor', the labels of the analysis transcript). While a reply streams its words are
 * hidden from screen readers, which hear "KI-Tutor schreibt …" instead and then the finished
 * reply once, not every word group.
 */
export function MessageBubble({ message, renderTutorText, onResend }: MessageBubbleProps) {
  const mine = message.role === "user";
  const busy = message.isLoading || message.isStreaming;
  return (
    <li className={`flex gap-2 sm:gap-3 ${mine ? "justify-end" : "justify-start"}`}>
      {!mine && (
        <span className="mt-1 grid size-9 shrink-0 place-items-center rounded-full bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <SparkMark className="size-6" />
        </span>
      )}
      <div
        className={`flex max-w-[85%] min-w-0 flex-col sm:max-w-[75%] ${mine ? "items-end" : "items-start"}`}
      >
        <div
          className={
            mine
              ? "rounded-2xl rounded-br-md bg-orange-700 px-4 py-2.5 text-white dark:bg-orange-400 dark:text-slate-950"
              : TUTOR_BUBBLE[renderTutorText ? "written" : "spoken"]
          }
        >
          <span className="sr-only">{mine ? "Du:" : "KI-Tutor:"} </span>
          {busy && <span className="sr-only">schreibt …</span>}
          <MessageBody message={message} renderTutorText={renderTutorText} />
        </div>
        {message.helpCard && <HelpCard card={message.helpCard} />}
        {message.failed && <SendFailure reason={message.failed} onResend={onResend} />}
        {!busy && !message.failed && (
          <time dateTime={message.timestamp} className={TIME}>
            {formatTime(message.timestamp)}
          </time>
        )}
      </div>
    </li>
  );
}
