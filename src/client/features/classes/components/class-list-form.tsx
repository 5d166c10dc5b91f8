import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import {
  type BulkPupilsCreated,
  MAX_CLASS_LIST_CHARS,
  MAX_PUPILS_PER_UPLOAD,
} from "#shared/contracts/classes.ts";
import { useCreatePupils } from "../api/create-pupils.ts";
import { readClassListFile } from "../lib/read-class-list.ts";

export const LIST_EMPTY = "Bitte fügen Sie die Klassenliste ein oder laden Sie eine CSV-Datei hoch.";
export const LIST_TOO_LONG = "Die Klassenliste ist zu lang.";

/**
 * Paste or upload the class list (CSV: «Vorname, Nachname» or a nickname, one pupil a line).
 * The server checks everything (duplicates, formulas, length) and makes all accounts or none;
 * here only the obvious is caught before sending.
 */
export function ClassListForm({
  classId,
  onCreated,
}: {
  classId: string;
  onCreated: (result: BulkPupilsCreated) => void;
}) {
  const create = useCreatePupils(classId);
  const [csv, setCsv] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const textId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setCsv(await readClassListFile(file));
    setFieldError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!csv.trim()) return setFieldError(LIST_EMPTY);
    if (csv.length > MAX_CLASS_LIST_CHARS) return setFieldError(LIST_TOO_LONG);
    setFieldError(null);
    create.mutate(csv, {
      onSuccess: (result) => {
        setCsv("");
        onCreated(result);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={create.isPending}>
      <div>
        <label htmlFor={textId} className="block font-semibold text-slate-800 dark:text-slate-100">
          Klassenliste
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Eine Zeile pro Kind: «Vorname, Nachname» (oder mit Strichpunkt wie aus Excel) oder nur ein
          Spitzname. Höchstens {MAX_PUPILS_PER_UPLOAD} auf einmal. E-Mail-Adressen braucht es keine.
        </p>
        <textarea
          id={textId}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          rows={8}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fieldError ? true : undefined}
          placeholder={"Mia, Keller\nLuca, Brunner\nSam"}
          className="mt-1.5 block w-full rounded-xl border border-slate-500 bg-white px-3.5 py-2.5 font-mono text-base text-slate-900 placeholder:text-slate-500 focus:border-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-slate-900 aria-invalid:border-2 aria-invalid:border-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:outline-white"
        />
        {fieldError && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            {fieldError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={fileId} className="block font-semibold text-slate-800 dark:text-slate-100">
          Oder CSV-Datei hochladen
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(event) => void upload(event)}
          className="mt-1.5 block w-full text-base text-slate-800 file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 dark:text-slate-100 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
      </div>
      <ErrorAlert message={create.error?.message} />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Konten werden erstellt …" : "Konten erstellen"}
      </Button>
    </form>
  );
}
