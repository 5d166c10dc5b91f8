import { Link } from "react-router";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { formatDate } from "#shared/format/dates.ts";
import { wholeMinutes } from "#shared/format/duration.ts";
import { sessionSubjectEmoji, sessionSubjectName } from "../lib/session-display.ts";

// docs/product.md §2.5: the home page shows the last 3 sessions.
export const RECENT_SESSION_COUNT = 3;

/** The newest few; sorted here too, since a bare-array answer promises no order. */
function latest(sessions: readonly SessionSummary[]): SessionSummary[] {
  const time = (s: SessionSummary) => new Date(s.createdAt).getTime() || 0;
  return [...sessions].sort((a, b) => time(b) - time(a)).slice(0, RECENT_SESSION_COUNT);
}

type RecentSessionsProps = { sessions: readonly SessionSummary[] };

/**
 * The latest sessions on the home page: subject ('Unbekanntes Fach'), minutes ('Keine Zeit')
 * and date. The list arrives newest first; each row opens the session's analysis.
 */
export function RecentSessions({ sessions }: RecentSessionsProps) {
  return (
    <ul className="space-y-3">
      {latest(sessions).map((session) => {
        const minutes = wholeMinutes(session.durationMinutes);
        return (
          <li key={session.id}>
            <Link
              to={`/analysis/${encodeURIComponent(session.id)}`}
              className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-orange-50 hover:ring-orange-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800 dark:hover:ring-orange-400/60 dark:focus-visible:outline-orange-300"
            >
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-xl bg-orange-100 text-xl dark:bg-orange-400/15"
              >
                {sessionSubjectEmoji(session)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-bold break-words text-slate-900 dark:text-white">
                  {sessionSubjectName(session) ?? "Unbekanntes Fach"}
                </span>
                <span className="block text-sm text-slate-700 dark:text-slate-200">
                  {minutes > 0 ? `${minutes} Min` : "Keine Zeit"}
                </span>
              </span>
              <time
                dateTime={session.createdAt}
                className="shrink-0 text-sm text-slate-700 tabular-nums dark:text-slate-200"
              >
                {formatDate(session.createdAt)}
              </time>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
