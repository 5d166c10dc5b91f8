import type { ReactNode } from "react";
import { Link } from "react-router";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Mascot } from "#client/components/ui/mascot.tsx";

const BACK_TO_TUTOR = "Zurück zum Tutor";

function ProblemPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to="/analyse">Alle Sessions</BackLink>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Nachbereitung</h1>
      {children}
    </div>
  );
}

type AnalysisErrorProps = { message: string; detail?: string; onRetry?: () => void };

/** A docs/product.md §5.3 message in an alert, a way back to the tutor (and to try again, where it helps). */
export function AnalysisError({ message, detail, onRetry }: AnalysisErrorProps) {
  return (
    <ProblemPage>
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
        <ErrorAlert message={message} />
        {detail && <p className="mt-3 text-slate-700 dark:text-slate-200">{detail}</p>}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          {onRetry && <Button onClick={onRetry}>Erneut versuchen</Button>}
          <Link to="/tutor" className={buttonClasses(onRetry ? "secondary" : "primary")}>
            {BACK_TO_TUTOR}
          </Link>
        </div>
      </div>
    </ProblemPage>
  );
}

/** docs/product.md §2.11: the analysis is completed but holds no data. */
export function AnalysisEmpty() {
  return (
    <ProblemPage>
      <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
        <Mascot className="size-16" />
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">Keine Analysedaten verfügbar</h2>
        <p className="text-slate-700 dark:text-slate-200">Zu dieser Session gibt es keine Auswertung.</p>
        <Link to="/tutor" className={buttonClasses("primary", "mt-2")}>
          {BACK_TO_TUTOR}
        </Link>
      </div>
    </ProblemPage>
  );
}
