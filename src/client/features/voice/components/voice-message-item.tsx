import { SparkMark } from "#client/components/ui/spark-mark.tsx";
import { AttachmentList } from "#client/features/chat/index.ts";
import { formatTime } from "#shared/format/dates.ts";
import type { VoiceMessage } from "../lib/voice-message.ts";

/** One transcript entry with its time; who spoke is said first ('Du' / 'KI-Tutor'). */
export function VoiceMessageItem({ message }: { message: VoiceMessage }) {
  const mine = message.role === "user";
  const attachments = message.attachments ?? [];
  const text = message.content.trim();
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
              : "rounded-2xl rounded-bl-md bg-slate-50 px-4 py-2.5 text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700"
          }
        >
          <span className="sr-only">{mine ? "Du:" : "KI-Tutor:"} </span>
          {mine && attachments.length > 0 ? (
            <AttachmentList attachments={attachments} />
          ) : text ? (
            <p className="break-words whitespace-pre-wrap">{text}</p>
          ) : (
            // Speech recognition heard nothing it could write down.
            <p className="italic opacity-80">(nichts verstanden)</p>
          )}
        </div>
        <time
          dateTime={message.timestamp}
          className="mt-1 px-1 text-xs text-slate-600 tabular-nums dark:text-slate-300"
        >
          {formatTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}
