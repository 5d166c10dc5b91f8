import { CheckIcon } from "#client/components/ui/icons.tsx";
import { PLAN_CHECKLIST_THRESHOLDS } from "../lib/plan-progress.ts";
import type { PreparationCopy } from "../lib/preparation-copy.ts";
import { StageHeading } from "./stage-heading.tsx";

/** The planning stage: the bar and the checklist whose items tick at 20, 45, 70 and 95 %. */
export function PlanningProgress({ copy, percent }: { copy: PreparationCopy; percent: number }) {
  return (
    <div className="space-y-5">
      <StageHeading>{copy.planningTitle}</StageHeading>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Fortschritt der Vorbereitung"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent} %`}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full rounded-full bg-orange-600 transition-[width] duration-500 dark:bg-orange-400"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span
          aria-hidden="true"
          className="w-12 text-right font-semibold text-slate-800 tabular-nums dark:text-slate-100"
        >
          {percent} %
        </span>
      </div>
      <ul aria-label="Schritte der Vorbereitung" className="space-y-2">
        {copy.checklist.map((item, index) => {
          const done = percent >= (PLAN_CHECKLIST_THRESHOLDS[index] ?? 100);
          return (
            <li key={item} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`grid size-7 shrink-0 place-items-center rounded-full ${
                  done
                    ? "bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950"
                    : "border-2 border-slate-300 dark:border-slate-600"
                }`}
              >
                {done && <CheckIcon className="size-4" />}
              </span>
              <span
                className={
                  done ? "font-semibold text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-300"
                }
              >
                {item}
              </span>
              <span className="sr-only">{done ? "(erledigt)" : "(offen)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
