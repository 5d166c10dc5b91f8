import { type ReactNode, useId } from "react";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import type { useSessions } from "../api/get-sessions.ts";
import { sessionStats } from "../lib/session-stats.ts";
import { SessionsEmpty } from "./sessions-empty.tsx";
import { SessionsLoadError } from "./sessions-load-error.tsx";
import { SessionsSkeleton } from "./sessions-skeleton.tsx";
import { StatTiles } from "./stat-tiles.tsx";

const STAT_LABELS = {
  sessions: "Sessions gemacht",
  minutes: "Minuten gelernt",
  subjects: "Fächer probiert",
} as const;

type Props = {
  query: ReturnType<typeof useSessions>;
  /** Which counters to show, in order (Home: sessions and minutes; /analyse: all three). */
  counters: Array<keyof typeof STAT_LABELS>;
  title: string;
  skeletonRows: number;
  /** The list itself: Home shows the latest three, /analyse every session by day. */
  children: (sessions: SessionSummary[]) => ReactNode;
};

/** Loading, error, counters and a titled list of sessions: what Home and /analyse share. */
export function SessionsPanel({ query, counters, title, skeletonRows, children }: Props) {
  const titleId = useId();
  if (query.isPending) return <SessionsSkeleton tiles={counters.length} rows={skeletonRows} />;
  const stats = query.data ? sessionStats(query.data) : null;
  return (
    <>
      <SessionsLoadError error={query.error} onRetry={() => void query.refetch()} />
      {stats && <StatTiles stats={counters.map((key) => ({ label: STAT_LABELS[key], value: stats[key] }))} />}
      {query.data && (
        <section aria-labelledby={titleId} className="space-y-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          {query.data.length > 0 ? children(query.data) : <SessionsEmpty headingLevel="h3" />}
        </section>
      )}
    </>
  );
}
