import { gradeLabel, gradesFor, type SchoolType } from "#shared/domain/school.ts";
import { ChoiceCard } from "./choice-card.tsx";

type GradeStepProps = { schoolType: SchoolType; grade: number; onChange: (grade: number) => void };

export function GradeStep({ schoolType, grade, onChange }: GradeStepProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <legend className="sr-only">Klasse</legend>
      {gradesFor(schoolType).map((value) => (
        <ChoiceCard
          key={value}
          name="grade"
          value={String(value)}
          checked={grade === value}
          onSelect={() => onChange(value)}
          label={gradeLabel(value)}
        />
      ))}
    </fieldset>
  );
}
