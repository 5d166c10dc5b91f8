import { type ReactNode, useId } from "react";

type AnalysisCardProps = {
  title: string;
  /** The heading's id, when something else refers to it; made up otherwise. */
  titleId?: string;
  /** Shown before the title (decorative). */
  icon?: ReactNode;
  /** Beside the title, e.g. a short note. */
  aside?: ReactNode;
  children: ReactNode;
};

/** A titled card of the analysis screen; a container, so its content can follow its own width. */
export function AnalysisCard({ title, titleId: givenId, icon, aside, children }: AnalysisCardProps) {
  const madeId = useId();
  const titleId = givenId ?? madeId;
  return (
    <section
      aria-labelledby={titleId}
      className="@container rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          {icon && (
            <span className="grid size-8 shrink-0 place-items-center rounded-xl bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200">
              {icon}
            </span>
          )}
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
