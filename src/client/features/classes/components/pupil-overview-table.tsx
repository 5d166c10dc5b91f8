import type { OverviewPupil } from "#shared/contracts/classes.ts";
import { formatDate } from "#shared/format/dates.ts";
import { formatDuration } from "#shared/format/duration.ts";
import { subjectName } from "../lib/labels.ts";
import { IndependenceTrend } from "./independence-trend.tsx";

function sessionsText(bySubject: Record<string, number>): string {
  const entries = Object.entries(bySubject).filter(([, count]) => count > 0);
  if (entries.length === 0) return "–";
  return entries.map(([subject, count]) => `${subjectName(subject)} ${count}`).join(", ");
}

/** «0 Min» rather than «Keine Zeit»: a column of figures reads better with a figure. */
function minutesText(minutes: number): string {
  return minutes > 0 ? formatDuration(minutes) : "0 Min";
}

function codes(list: readonly string[]): string {
  return list.length === 0 ? "–" : list.join(", ");
}

const th = "px-3 py-2 text-left align-bottom font-semibold";
const td = "px-3 py-2 align-top";

/**
 * One row per pupil: minutes this week (and in the range), sessions per subject, LP21 codes in
 * progress and mastered, the independence trend and the last activity. A real table, scrolling
 * sideways on a phone; the pupil's name is each row's header.
 */
export function PupilOverviewTable({ pupils }: { pupils: readonly OverviewPupil[] }) {
  if (pupils.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">Noch niemand in dieser Klasse.</p>;
  }
  return (
    <section
      aria-label="Schüler:innen, seitlich scrollbar"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300"
    >
      <table className="min-w-full border-collapse text-sm text-slate-800 dark:text-slate-100">
        <caption className="sr-only">Übersicht pro Schüler:in</caption>
        <thead className="border-b-2 border-slate-300 dark:border-slate-600">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Minuten diese Woche
            </th>
            <th scope="col" className={th}>
              Minuten im Zeitraum
            </th>
            <th scope="col" className={th}>
              Sessions pro Fach
            </th>
            <th scope="col" className={th}>
              In Bearbeitung
            </th>
            <th scope="col" className={th}>
              Gemeistert
            </th>
            <th scope="col" className={th}>
              Selbstständigkeit
            </th>
            <th scope="col" className={th}>
              Zuletzt aktiv
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {pupils.map((pupil) => (
            <tr key={pupil.id}>
              <th scope="row" className={`${th} align-top`}>
                {pupil.displayName}
                {pupil.username && (
                  <span className="block font-normal text-slate-600 dark:text-slate-300">
                    {pupil.username}
                  </span>
                )}
              </th>
              <td className={td}>{minutesText(pupil.minutesThisWeek)}</td>
              <td className={td}>{minutesText(pupil.minutesInRange)}</td>
              <td className={td}>{sessionsText(pupil.sessionsBySubject)}</td>
              <td className={td}>{codes(pupil.competencies.inProgress)}</td>
              <td className={td}>{codes(pupil.competencies.mastered)}</td>
              <td className={td}>
                <IndependenceTrend scores={pupil.independence} />
              </td>
              <td className={td}>{pupil.lastActivityAt ? formatDate(pupil.lastActivityAt) : "noch nie"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
