import type { LearningProfileSummary as Summary } from "../lib/learning-profile.ts";

/** A first, simple view of the quiz result; the full learning profile card comes with the quiz. */
export function LearningProfileSummary({ primarySignature, signatures }: Summary) {
  return (
    <section
      aria-labelledby="learning-profile-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2 id="learning-profile-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Dein Lernprofil
      </h2>
      {primarySignature && (
        <p className="mt-2 text-slate-700 dark:text-slate-200">
          Dein Lerntyp: <strong className="text-slate-900 dark:text-white">{primarySignature}</strong>
        </p>
      )}
      {signatures.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {signatures.map((signature) => (
            <li
              key={signature}
              className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
            >
              {signature}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
