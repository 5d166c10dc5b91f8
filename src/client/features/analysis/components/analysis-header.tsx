import type { ReactNode } from "react";
import type { SessionDetail } from "#shared/contracts/sessions.ts";
import { analysisMinutes } from "#shared/format/duration.ts";
import { formatDateTime, subjectNameOf } from "../lib/display.ts";

const DEFAULT_EMOJI = "📖";

type AnalysisHeaderProps = {
  session: SessionDetail;
  /** When the analysis was made; null while it is being made. */
  analysedAt: string | null;
  /** The subject's emoji tile (from the subjects feature); null for the plain fallback. */
  icon: ReactNode;
};

/** docs/product.md §2.11: subject, the server's minutes (as home and the list show them) and 'Nachbereitung vom …' or '… wird verarbeitet...'. */
export function AnalysisHeader({ session, analysedAt, icon }: AnalysisHeaderProps) {
  const when = analysedAt ? formatDateTime(analysedAt) : "";
  return (
    <header className="flex items-center gap-4">
      {icon ?? (
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-orange-100 text-3xl dark:bg-orange-400/15"
        >
          {session.subject?.emoji || DEFAULT_EMOJI}
        </span>
      )}
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
          {subjectNameOf(session)}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 dark:text-slate-200">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800 tabular-nums dark:bg-slate-800 dark:text-slate-100">
            {analysisMinutes(session.durationMinutes)}
          </span>
          {analysedAt ? (
            <span>
              Nachbereitung vom{" "}
              <time dateTime={analysedAt} className="tabular-nums">
                {when}
              </time>
            </span>
          ) : (
            <span>Nachbereitung wird verarbeitet...</span>
          )}
        </p>
      </div>
    </header>
  );
}
