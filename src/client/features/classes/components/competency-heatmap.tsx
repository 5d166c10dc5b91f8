import type { ClassOverview } from "#shared/contracts/classes.ts";
import type { CompetencyStatus } from "#shared/domain/competencies.ts";
import { levelLabel, subjectName } from "../lib/labels.ts";

// Each level has a colour, a sign and words (sr-only in the cell, visible in the legend): the
// colour is never the only sign (WCAG 1.4.1), and every pair passes AA in both themes.
const LEVELS: Record<CompetencyStatus | "none", { sign: string; className: string }> = {
  mastered: { sign: "✓", className: "bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950" },
  in_progress: { sign: "◐", className: "bg-amber-200 text-amber-950 dark:bg-amber-300 dark:text-slate-950" },
  pending: { sign: "○", className: "bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50" },
  none: { sign: "–", className: "bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300" },
};

function Legend() {
  const order = ["mastered", "in_progress", "pending", "none"] as const;
  return (
    <ul aria-label="Legende" className="flex flex-wrap gap-3 text-sm text-slate-700 dark:text-slate-200">
      {order.map((level) => (
        <li key={level} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`grid size-6 place-items-center rounded ${LEVELS[level].className}`}
          >
            {LEVELS[level].sign}
          </span>
          {levelLabel(level === "none" ? null : level)}
        </li>
      ))}
    </ul>
  );
}

type HeatmapProps = Pick<ClassOverview, "heatmap" | "pupils">;

/**
 * The competency heat-map per subject: LP21 codes down, pupils across, one real <table> per
 * subject with row and column headers, each cell's level in words for screen readers.
 */
export function CompetencyHeatmap({ heatmap, pupils }: HeatmapProps) {
  const subjects = heatmap.filter((block) => block.rows.length > 0);
  if (subjects.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-200">
        Im gewählten Zeitraum hat noch niemand an einer Kompetenz gearbeitet.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <Legend />
      {subjects.map((block) => (
        <section
          key={block.subjectId}
          aria-label={`Heatmap ${subjectName(block.subjectId)}, seitlich scrollbar`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300"
        >
          <table className="border-collapse text-sm text-slate-800 dark:text-slate-100">
            <caption className="mb-2 text-left text-lg font-bold text-slate-900 dark:text-white">
              {subjectName(block.subjectId)}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left align-bottom font-semibold">
                  Kompetenz
                </th>
                {pupils.map((pupil) => (
                  <th
                    key={pupil.id}
                    scope="col"
                    className="max-w-24 px-1 py-1 align-bottom text-xs font-semibold"
                  >
                    {pupil.displayName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.competencyId}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    <abbr title={row.title} className="font-mono font-semibold no-underline">
                      {row.code}
                    </abbr>
                    <span className="sr-only"> {row.title}</span>
                  </th>
                  {row.levels.map((level, i) => {
                    const look = LEVELS[level ?? "none"];
                    return (
                      <td key={pupils[i]?.id ?? i} className="p-0.5 text-center">
                        <span className={`grid h-8 min-w-8 place-items-center rounded ${look.className}`}>
                          <span aria-hidden="true">{look.sign}</span>
                          <span className="sr-only">{levelLabel(level)}</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
