import { Spinner } from "./spinner.tsx";

type LoadingStateProps = { label?: string };

/** Spinner with a status text that screen readers announce. */
export function LoadingState({ label = "Wird geladen …" }: LoadingStateProps) {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 py-16 text-slate-700 dark:text-slate-200"
    >
      <Spinner className="size-9 text-orange-700 dark:text-orange-300" />
      <p className="text-base font-medium">{label}</p>
    </div>
  );
}
