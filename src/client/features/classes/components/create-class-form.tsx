import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { SelectField } from "#client/components/ui/select-field.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { type ClassCreated, classInputSchema } from "#shared/contracts/classes.ts";
import {
  GRADE_RANGES,
  gradeLabel,
  gradesFor,
  SCHOOL_TYPE_LABELS,
  SCHOOL_TYPES,
  type SchoolType,
} from "#shared/domain/school.ts";
import { useCreateClass } from "../api/create-class.ts";

type FieldErrors = Partial<Record<"name" | "schoolType" | "grade", string>>;

/** «Neue Klasse»: name, school type and grade, checked with the route's own schema first. */
export function CreateClassForm({ onCreated }: { onCreated: (created: ClassCreated) => void }) {
  const create = useCreateClass();
  const [name, setName] = useState("");
  const [schoolType, setSchoolType] = useState<SchoolType>("PRIMARY");
  const [grade, setGrade] = useState(GRADE_RANGES.PRIMARY.min);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const input = classInputSchema.safeParse({ name, schoolType, grade });
    if (!input.success) {
      const found: FieldErrors = {};
      for (const issue of input.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(input.data, { onSuccess: onCreated });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-3" aria-busy={create.isPending}>
      <TextField
        label="Name der Klasse"
        hint="Zum Beispiel «5b» oder «Mathe 2. Sek»."
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        maxLength={60}
        required
        className="sm:col-span-3"
      />
      <SelectField
        label="Schulstufe"
        value={schoolType}
        onChange={(event) => {
          const next = event.target.value as SchoolType;
          setSchoolType(next);
          setGrade((current) => Math.min(Math.max(current, GRADE_RANGES[next].min), GRADE_RANGES[next].max));
        }}
        options={SCHOOL_TYPES.map((type) => ({ value: type, label: SCHOOL_TYPE_LABELS[type] }))}
        error={errors.schoolType}
      />
      <SelectField
        label="Klasse"
        value={String(grade)}
        onChange={(event) => setGrade(Number(event.target.value))}
        options={gradesFor(schoolType).map((value) => ({ value: String(value), label: gradeLabel(value) }))}
        error={errors.grade}
      />
      <div className="flex items-end">
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? "Wird erstellt …" : "Klasse erstellen"}
        </Button>
      </div>
      <ErrorAlert message={create.error?.message} className="sm:col-span-3" />
    </form>
  );
}
