import type { ClassOverview } from "#shared/contracts/classes.ts";
import { subjectName } from "../lib/labels.ts";

/** The class's competencies nobody has practised yet, per subject. */
export function UntouchedCompetencies({ untouched }: Pick<ClassOverview, "untouched">) {
  const subjects = untouched.filter((block) => block.competencies.length > 0);
  if (subjects.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">Alle Kompetenzen wurden schon geübt.</p>;
  }
  return (
    <div className="space-y-4">
      {subjects.map((block) => (
        <details
          key={block.subjectId}
          className="rounded-2xl border border-slate-200 p-3 dark:border-slate-700"
        >
          <summary className="cursor-pointer rounded font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-orange-600 dark:text-white dark:focus-visible:outline-orange-300">
            {subjectName(block.subjectId)}: {block.competencies.length} noch von niemandem geübt
          </summary>
          <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-200">
            {block.competencies.map((competency) => (
              <li key={competency.competencyId}>
                <span className="font-mono font-semibold">{competency.code}</span> {competency.title}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
