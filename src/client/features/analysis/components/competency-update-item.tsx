import { ArrowRightIcon } from "#client/components/ui/icons.tsx";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import type { CompetencyUpdate } from "#shared/contracts/analysis.ts";
import { COMPETENCY_STATUS_LABELS, type CompetencyStatus } from "#shared/domain/competencies.ts";
import { analysisMinutes } from "#shared/format/duration.ts";
import { formatWholePercent } from "../lib/display.ts";
import { EvidenceList } from "./evidence-list.tsx";

const STATUS_STYLES: Record<CompetencyStatus, string> = {
  pending: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  in_progress: "bg-amber-100 text-amber-950 dark:bg-amber-400/15 dark:text-amber-100",
  mastered: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-100",
};

function StatusBadge({ status }: { status: CompetencyStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLES[status]}`}>
      {COMPETENCY_STATUS_LABELS[status] ?? status}
    </span>
  );
}

const term = "text-sm text-slate-600 dark:text-slate-300";
const value = "mt-0.5 font-semibold text-slate-900 dark:text-white";
const subheading = "text-sm font-bold text-slate-800 dark:text-slate-100";

/**
 * One competency (docs/product.md §2.11): name, confidence, previous → new status, time spent,
 * progress notes, demonstrated skills and the evidence (2 quotes, then '+N weitere Belege...').
 */
export function CompetencyUpdateItem({ update }: { update: CompetencyUpdate }) {
  const skillKeys = uniqueKeys(update.demonstratedSkills);
  return (
    <div>
      <h3 className="font-bold break-words text-slate-900 dark:text-white">{update.competencyName}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 @md:grid-cols-[auto_1fr_auto]">
        <div>
          <dt className={term}>Sicherheit</dt>
          <dd className={`${value} tabular-nums`}>{formatWholePercent(update.confidenceScore)}</dd>
        </div>
        <div className="col-span-2 row-start-2 @md:col-span-1 @md:row-start-auto">
          <dt className={term}>Status</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-1.5">
            <StatusBadge status={update.previousStatus} />
            <ArrowRightIcon className="size-4 text-slate-600 dark:text-slate-300" />
            <span className="sr-only">wird zu</span>
            <StatusBadge status={update.newStatus} />
          </dd>
        </div>
        <div>
          <dt className={term}>Zeit</dt>
          <dd className={`${value} tabular-nums`}>{analysisMinutes(update.timeSpentMinutes)}</dd>
        </div>
      </dl>
      {update.progressNotes.trim() && (
        <p className="mt-3 text-slate-800 dark:text-slate-100">{update.progressNotes}</p>
      )}
      {update.demonstratedSkills.length > 0 && (
        <div className="mt-3">
          <h4 className={subheading}>Das hast du gezeigt</h4>
          <ul className="mt-1.5 flex flex-wrap gap-2">
            {update.demonstratedSkills.map((skill, i) => (
              <li
                key={skillKeys[i]}
                className="rounded-full bg-orange-50 px-3 py-1 text-sm font-medium text-orange-950 ring-1 ring-orange-200 dark:bg-orange-400/10 dark:text-orange-100 dark:ring-orange-300/30"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      )}
      {update.evidenceText.length > 0 && (
        <div className="mt-3">
          <h4 className={subheading}>Belege aus dem Gespräch</h4>
          <EvidenceList evidence={update.evidenceText} />
        </div>
      )}
    </div>
  );
}
