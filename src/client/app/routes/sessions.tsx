import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { useUser } from "#client/features/auth/hooks/use-user.ts";
import { useSessions } from "#client/features/sessions/api/get-sessions.ts";
import { SessionDayList } from "#client/features/sessions/components/session-day-list.tsx";
import { SessionsPanel } from "#client/features/sessions/components/sessions-panel.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";

/** /analyse, docs/product.md §2.6: counters and every session, grouped by day. */
export default function SessionsRoute() {
  usePageTitle("Deine Sessions");
  const sessions = useSessions(useUser().id);
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

      <SessionsPanel
        query={sessions}
        counters={["sessions", "minutes", "subjects"]}
        title="Deine Sessions"
        skeletonRows={4}
      >
        {(list) => <SessionDayList sessions={list} />}
      </SessionsPanel>
    </div>
  );
}
