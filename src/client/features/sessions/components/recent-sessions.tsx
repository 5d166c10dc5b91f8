import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { formatDate } from "#shared/format/dates.ts";
import { formatDuration } from "#shared/format/duration.ts";
import { sessionSubjectName } from "../lib/session-display.ts";
import { SessionLinkCard } from "./session-link-card.tsx";

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
      {latest(sessions).map((session) => (
        <li key={session.id}>
          <RecentSession session={session} />
        </li>
      ))}
    </ul>
  );
}

// Minutes and date: smaller and lighter than the subject.
const DETAIL = "text-sm text-slate-700 dark:text-slate-200";

function RecentSession({ session }: { session: SessionSummary }) {
  return (
    <SessionLinkCard session={session} look="compact">
      <span className="min-w-0 flex-1">
        <span className="block font-bold break-words text-slate-900 dark:text-white">
          {sessionSubjectName(session) ?? "Unbekanntes Fach"}
        </span>
        <span className={`block ${DETAIL}`}>{formatDuration(session.durationMinutes)}</span>
      </span>
      <time dateTime={session.createdAt} className={`shrink-0 tabular-nums ${DETAIL}`}>
        {formatDate(session.createdAt)}
      </time>
    </SessionLinkCard>
  );
}
