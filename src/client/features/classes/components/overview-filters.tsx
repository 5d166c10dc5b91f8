import { SelectField } from "#client/components/ui/select-field.tsx";
import { SUBJECTS, type SubjectId } from "#shared/domain/subjects.ts";
import { TIME_RANGES, type TimeRangeId } from "../lib/time-range.ts";

type OverviewFiltersProps = {
  subject: SubjectId | "";
  range: TimeRangeId;
  onSubject: (subject: SubjectId | "") => void;
  onRange: (range: TimeRangeId) => void;
};

/** Subject and time range of the overview; each change loads the overview again. */
export function OverviewFilters({ subject, range, onSubject, onRange }: OverviewFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Fach"
        value={subject}
        onChange={(event) => onSubject(event.target.value as SubjectId | "")}
        options={[
          { value: "", label: "Alle Fächer" },
          ...SUBJECTS.map((s) => ({ value: s.id, label: s.name })),
        ]}
      />
      <SelectField
        label="Zeitraum"
        value={range}
        onChange={(event) => onRange(event.target.value as TimeRangeId)}
        options={TIME_RANGES.map((r) => ({ value: r.id, label: r.label }))}
      />
    </div>
  );
}
