import { TextField } from "#client/components/ui/text-field.tsx";

type NameStepProps = { name: string; onChange: (name: string) => void; error: string | null };

export function NameStep({ name, onChange, error }: NameStepProps) {
  return (
    <TextField
      label="Dein Vorname"
      name="name"
      autoComplete="given-name"
      maxLength={80}
      required
      value={name}
      onChange={(event) => onChange(event.target.value)}
      hint="So spreche ich dich beim Lernen an."
      error={error}
    />
  );
}
