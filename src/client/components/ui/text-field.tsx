import { type InputHTMLAttributes, useId } from "react";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string | null;
};

/** Labelled input; hint and error are tied to it with aria-describedby so screen readers read them. */
export function TextField({ label, hint, error, id, className = "", ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-semibold text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <input
        id={inputId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={
          "mt-1.5 block min-h-11 w-full rounded-xl border border-slate-500 bg-white px-3.5 py-2.5 text-base " +
          // Focus: a dark border with an offset ring, so it never reads as the red error state.
          "text-slate-900 placeholder:text-slate-500 focus:border-slate-900 focus:outline-2 focus:outline-offset-2 " +
          "focus:outline-slate-900 aria-invalid:border-2 aria-invalid:border-red-700 dark:border-slate-400 " +
          "dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-white " +
          "dark:focus:outline-white dark:aria-invalid:border-red-400"
        }
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
