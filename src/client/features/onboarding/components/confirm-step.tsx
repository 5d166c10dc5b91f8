import { DefinitionList } from "#client/components/ui/definition-list.tsx";
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
      <DefinitionList rows={rows} look="boxed" />
      <p className="text-slate-700 dark:text-slate-200">
        Stimmt alles? Dann speichere deine Angaben und leg los.
      </p>
    </div>
  );
}
