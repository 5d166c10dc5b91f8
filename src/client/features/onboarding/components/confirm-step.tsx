import { gradeLabel, SCHOOL_TYPE_LABELS, type SchoolType } from "#shared/domain/school.ts";

type ConfirmStepProps = { name: string; schoolType: SchoolType; grade: number };

export function ConfirmStep({ name, schoolType, grade }: ConfirmStepProps) {
  const rows = [
    ["Name", name.trim()],
    ["Schulstufe", SCHOOL_TYPE_LABELS[schoolType]],
    ["Klasse", gradeLabel(grade)],
  ] as const;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-700 dark:text-slate-200">
        Stimmt alles? Dann speichere deine Angaben und leg los.
      </p>
    </div>
  );
}
