import { Link } from "react-router";
import type { TeacherClass } from "#shared/contracts/classes.ts";
import { classLevelLabel, pupilCount } from "../lib/labels.ts";

/** The teacher's classes: each a link to its overview, with its size and whether the code works. */
export function TeacherClassList({ classes }: { classes: readonly TeacherClass[] }) {
  if (classes.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-200">
        Noch keine Klasse. Erstellen Sie oben Ihre erste Klasse – danach bekommen Sie den Klassencode.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {classes.map((cls) => (
        <li key={cls.id}>
          <Link
            to={`/klassen/${cls.id}`}
            className="block rounded-2xl border border-slate-200 bg-white p-4 hover:border-orange-400 hover:bg-orange-50 focus-visible:outline-3 focus-visible:outline-orange-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800 dark:focus-visible:outline-orange-300"
          >
            <span className="block text-lg font-bold text-slate-900 dark:text-white">{cls.name}</span>
            <span className="block text-slate-700 dark:text-slate-200">
              {classLevelLabel(cls.schoolType, cls.grade)} · {pupilCount(cls.memberCount)}
            </span>
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
              {cls.joinCodeEnabled ? `Klassencode ${cls.joinCode}` : "Klassencode ausgeschaltet"}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
