import { type SelectHTMLAttributes, useId } from "react";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  options: readonly { value: string; label: string }[];
};

/** A labelled native <select> (keyboard and screen readers for free), styled like <TextField>. */
export function SelectField({ label, error, options, id, className = "", ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block font-semibold text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <select
        id={selectId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className={
          "mt-1.5 block min-h-11 w-full rounded-xl border border-slate-500 bg-white px-3 py-2.5 text-base " +
          "text-slate-900 focus:border-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-slate-900 " +
          "aria-invalid:border-2 aria-invalid:border-red-700 dark:border-slate-400 dark:bg-slate-900 " +
          "dark:text-white dark:focus:border-white dark:focus:outline-white dark:aria-invalid:border-red-400"
        }
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
