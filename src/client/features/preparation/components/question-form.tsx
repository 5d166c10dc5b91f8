import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { ArrowRightIcon } from "#client/components/ui/icons.tsx";
import type { PreparationCopy } from "../lib/preparation-copy.ts";

// generatePlanSchema takes at most this many characters of the question.
const MAX_QUESTION = 4000;

// Module-level, so React calls it once when the field mounts, not on every keystroke.
const focusField = (field: HTMLTextAreaElement | null) => field?.focus();

type QuestionFormProps = {
  copy: PreparationCopy;
  question: string;
  onQuestionChange: (question: string) => void;
  /** The upload area (drawn by the files feature). */
  uploadArea: ReactNode;
  /** Why the last try failed (upload), shown above the button. */
  error: string | null;
  onSubmit: () => void;
};

/**
 * The input stage: the question or topic (docs/product.md §2.8: the button stays disabled while it is
 * empty after trimming) and the optional files. After a failed upload the field takes focus,
 * so the pupil lands back in the form with the message announced.
 */
export function QuestionForm({
  copy,
  question,
  onQuestionChange,
  uploadArea,
  error,
  onSubmit,
}: QuestionFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        <label htmlFor={fieldId} className="block text-lg font-bold text-slate-900 dark:text-white">
          {copy.questionLabel}
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {copy.questionHint}
        </p>
        <textarea
          id={fieldId}
          ref={error ? focusField : undefined}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          rows={3}
          maxLength={MAX_QUESTION}
          aria-describedby={hintId}
          className="mt-2 block min-h-24 w-full resize-y rounded-xl border border-slate-500 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-white dark:focus:outline-white"
        />
      </div>
      {uploadArea}
      <ErrorAlert message={error} />
      <Button type="submit" disabled={!question.trim()} className="w-full sm:w-auto">
        {copy.prepareButton}
        <ArrowRightIcon className="size-5" />
      </Button>
    </form>
  );
}
