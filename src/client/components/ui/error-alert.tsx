import type { ReactNode } from "react";

type ErrorAlertProps = { message: ReactNode; className?: string };

/**
 * The alert region is always in the page and only its text changes: screen readers announce
 * changes inside an existing live region far more reliably than a region that appears.
 */
export function ErrorAlert({ message, className = "" }: ErrorAlertProps) {
  return (
    <div role="alert" className={className}>
      {message && (
        <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-400/40 dark:bg-red-950/60 dark:text-red-200">
          {message}
        </p>
      )}
    </div>
  );
}
