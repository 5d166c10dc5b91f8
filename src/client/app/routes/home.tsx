import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Mascot } from "#client/components/ui/mascot.tsx";
import { useUser } from "#client/features/auth/hooks/use-user.ts";
import { useSessions } from "#client/features/sessions/api/get-sessions.ts";
import { OpenSession } from "#client/features/sessions/components/open-session.tsx";
import { RecentSessions } from "#client/features/sessions/components/recent-sessions.tsx";
import { SessionsPanel } from "#client/features/sessions/components/sessions-panel.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { useStartSession } from "../session-gate/start-session-context.ts";

/** Start (/), docs/product.md §2.5: greeting, two counters, the two buttons and the last 3 sessions. */
export default function HomeRoute() {
  usePageTitle("Start");
  const { linkProps } = useStartSession();
  const sessions = useSessions(useUser().id);
  return (
    <div className="space-y-8">
      <section className="flex flex-col items-center gap-6 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-8 sm:text-left dark:bg-slate-900 dark:ring-slate-700">
        <Mascot className="size-32 shrink-0 sm:size-40" />
        <div>
          <p className="text-lg font-semibold text-orange-800 dark:text-orange-300">Willkommen zurück!</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Bereit für eine neue Lernsession?
          </h1>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link {...linkProps("/tutor/select")} className={buttonClasses("primary")}>
              Lernsession starten
            </Link>
            <Link to="/analyse" className={buttonClasses("secondary")}>
              Meine Sessions ansehen
            </Link>
          </div>
        </div>
      </section>

      {sessions.data && <OpenSession sessions={sessions.data} />}

      <SessionsPanel
        query={sessions}
        counters={["sessions", "minutes"]}
        title="Letzte Sessions"
        skeletonRows={3}
      >
        {(list) => <RecentSessions sessions={list} />}
      </SessionsPanel>
    </div>
  );
}
