import type { ReactNode } from "react";
import { ChatIcon, FileIcon, ImageIcon } from "#client/components/ui/icons.tsx";
import { formatTime } from "#shared/format/dates.ts";
import { readTranscript, type SharedFile, type TranscriptLine } from "../lib/transcript.ts";
import { AnalysisCard } from "./analysis-card.tsx";

export const TRANSCRIPT_MISSING = "Transkript nicht verfügbar oder in unbekanntem Format";

type TranscriptCardProps = {
  /** The session's conversationTranscript, as stored (read defensively). */
  transcript: unknown;
  /** Draws a tutor message (Markdown, maths); plain text without it. */
  renderTutorText?: (text: string) => ReactNode;
};

/**
 * 'Gesprächsverlauf' (docs/product.md §2.11): each message with 'Du' or 'KI-Tutor' and its time, in a
 * box of at most 24rem that scrolls. The box takes keyboard focus, so it can be scrolled
 * without a mouse.
 */
export function TranscriptCard({ transcript, renderTutorText }: TranscriptCardProps) {
  const lines = readTranscript(transcript);
  return (
    <AnalysisCard title="Gesprächsverlauf" icon={<ChatIcon className="size-5" />}>
      {lines ? (
        <section
          aria-label="Nachrichten der Session"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard (WCAG 2.1.1; axe scrollable-region-focusable)
          tabIndex={0}
          className="max-h-[24rem] overflow-y-auto overscroll-contain rounded-2xl bg-slate-50 p-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 sm:p-4 dark:bg-slate-950/50 dark:focus-visible:outline-orange-300"
        >
          <ol className="space-y-3">
            {lines.map((line) => (
              <TranscriptEntry key={line.id} line={line} renderTutorText={renderTutorText} />
            ))}
          </ol>
        </section>
      ) : (
        <p className="rounded-2xl bg-slate-50 px-4 py-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
          {TRANSCRIPT_MISSING}
        </p>
      )}
    </AnalysisCard>
  );
}

function TranscriptEntry({
  line,
  renderTutorText,
}: {
  line: TranscriptLine;
  renderTutorText?: (text: string) => ReactNode;
}) {
  const pupil = line.speaker === "pupil";
  const time = line.timestamp ? formatTime(line.timestamp) : "";
  return (
    <li
      className={
        pupil
          ? "ml-6 rounded-2xl rounded-br-md bg-orange-100 px-4 py-3 text-slate-900 sm:ml-12 dark:bg-orange-400/15 dark:text-slate-50"
          : "mr-6 rounded-2xl rounded-bl-md bg-white px-4 py-3 text-slate-900 ring-1 ring-slate-200 sm:mr-12 dark:bg-slate-900 dark:text-slate-50 dark:ring-slate-700"
      }
    >
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span
          className={`font-bold ${pupil ? "text-orange-900 dark:text-orange-200" : "text-slate-800 dark:text-slate-100"}`}
        >
          {pupil ? "Du" : "KI-Tutor"}
        </span>
        {time && line.timestamp && (
          <time dateTime={line.timestamp} className="text-slate-600 tabular-nums dark:text-slate-300">
            {time}
          </time>
        )}
      </div>
      <div className="mt-1 break-words">
        {line.file ? (
          <FileNote file={line.file} />
        ) : pupil || !renderTutorText ? (
          <p className="whitespace-pre-line">{line.text}</p>
        ) : (
          renderTutorText(line.text)
        )}
      </div>
    </li>
  );
}

const FILE_LABELS: Record<SharedFile["kind"], string> = {
  image: "Bild geteilt",
  document: "Dokument geteilt",
  context: "Dateien geteilt",
};

/** A shared file in one line: what kind and its name, not the file's whole text. */
function FileNote({ file }: { file: SharedFile }) {
  const Icon = file.kind === "image" ? ImageIcon : FileIcon;
  const detail = file.name ?? file.preview;
  return (
    <p className="flex items-start gap-2 italic">
      <Icon className="mt-0.5 size-5 shrink-0" />
      <span className="min-w-0">
        {FILE_LABELS[file.kind]}
        {detail && `: ${detail}`}
      </span>
    </p>
  );
}
