import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { useUser } from "#client/features/auth/hooks/use-user.ts";
import { useSessions } from "#client/features/sessions/api/get-sessions.ts";
import { SessionDayList } from "#client/features/sessions/components/session-day-list.tsx";
import { SessionsEmpty } from "#client/features/sessions/components/sessions-empty.tsx";
import { SessionsLoadError } from "#client/features/sessions/components/sessions-load-error.tsx";
import { SessionsSkeleton } from "#client/features/sessions/components/sessions-skeleton.tsx";
import { StatTiles } from "#client/features/sessions/components/stat-tiles.tsx";
import { sessionStats } from "#client/features/sessions/lib/session-stats.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";

/** /analyse, spec section 2 (Session overview): counters and every session, grouped by day. */
export default function SessionsRoute() {
  usePageTitle("Deine Sessions");
  const sessions = useSessions(useUser().id);
  const stats = sessions.data ? sessionStats(sessions.data) : null;
  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Hallo!</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-200">
            Hier siehst du alle deine Lernsessions und wie es gelaufen ist.
          </p>
        </div>
        <Link to="/tutor" className={buttonClasses("primary", "shrink-0")}>
          Neue Session starten
        </Link>
      </header>

      {sessions.isPending ? (
        <SessionsSkeleton tiles={3} rows={4} />
      ) : (
        <>
          <SessionsLoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
          {stats && (
            <StatTiles
              stats={[
                { label: "Sessions gemacht", value: stats.sessions },
                { label: "Minuten gelernt", value: stats.minutes },
                { label: "Fächer probiert", value: stats.subjects },
              ]}
            />
          )}
          {sessions.data && (
            <section aria-labelledby="all-sessions-title" className="space-y-4">
              <h2 id="all-sessions-title" className="text-xl font-bold text-slate-900 dark:text-white">
                Deine Sessions
              </h2>
              {sessions.data.length > 0 ? (
                <SessionDayList sessions={sessions.data} />
              ) : (
                <SessionsEmpty headingLevel="h3" />
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
