import { GRADE_RANGES, SCHOOL_TYPE_LABELS, SCHOOL_TYPES, type SchoolType } from "#shared/domain/school.ts";
import { ChoiceCard } from "./choice-card.tsx";

type SchoolTypeStepProps = { value: SchoolType; onChange: (schoolType: SchoolType) => void };

export function SchoolTypeStep({ value, onChange }: SchoolTypeStepProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Schulstufe</legend>
      {SCHOOL_TYPES.map((type) => (
        <ChoiceCard
          key={type}
          name="schoolType"
          value={type}
          checked={value === type}
          onSelect={() => onChange(type)}
          label={SCHOOL_TYPE_LABELS[type]}
          description={`${GRADE_RANGES[type].min}. bis ${GRADE_RANGES[type].max}. Klasse`}
        />
      ))}
    </fieldset>
  );
}
