import { ChatIcon, CheckIcon, MicIcon } from "#client/components/ui/icons.tsx";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { formatTime } from "#shared/format/dates.ts";
import { formatDuration, wholeMinutes } from "#shared/format/duration.ts";
import { truncate } from "#shared/format/truncate.ts";
import { sessionSubjectName } from "../lib/session-display.ts";
import { SessionLinkCard } from "./session-link-card.tsx";

// docs/product.md §2.6 and §5.7: the summary is cut to 60 characters on narrow screens, 100 otherwise.
const SUMMARY_NARROW = 60;
const SUMMARY_WIDE = 100;

type SessionCardProps = { session: SessionSummary };

/**
 * One session on /analyse (docs/product.md §2.6); the whole card links to its analysis. "Narrow" is
 * the width of the list, not of the window (a container query), because the sidebar takes room
 * on tablets. Only the visible summary reaches screen readers: the other is display:none.
 */
export function SessionCard({ session }: SessionCardProps) {
  const voice = session.type === "VOICE";
  const TypeIcon = voice ? MicIcon : ChatIcon;
  const summary = session.sessionSummary?.trim();
  return (
    <SessionLinkCard session={session} look="full">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-bold break-words text-slate-900 dark:text-white">
            {sessionSubjectName(session) ?? "Allgemeine Session"}
          </span>
          <span
            className="inline-flex text-slate-600 dark:text-slate-300"
            title={voice ? "Sprachsession" : "Chat"}
          >
            <TypeIcon className="size-5" />
            <span className="sr-only">{voice ? "Sprachsession" : "Chat"}</span>
          </span>
          {session.status === "COMPLETED" && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">
              <CheckIcon className="size-4" />
              Fertig
            </span>
          )}
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700 tabular-nums dark:text-slate-200">
          <time dateTime={session.createdAt}>{formatTime(session.createdAt)}</time>
          <time dateTime={`PT${wholeMinutes(session.durationMinutes)}M`}>
            {formatDuration(session.durationMinutes)}
          </time>
        </span>
        {summary && (
          <span className="mt-2 block text-sm break-words text-slate-700 dark:text-slate-200">
            <span className="@lg:hidden">{truncate(summary, SUMMARY_NARROW)}</span>
            <span className="hidden @lg:inline">{truncate(summary, SUMMARY_WIDE)}</span>
          </span>
        )}
      </span>
    </SessionLinkCard>
  );
}
