import { Spinner } from "#client/components/ui/spinner.tsx";

/** Shown while the analysis is being made; a status region, so screen readers hear it. */
export function ProcessingNotice() {
  return (
    <div
      role="status"
      className="flex items-center gap-4 rounded-3xl bg-orange-50 p-5 ring-1 ring-orange-200 dark:bg-orange-400/10 dark:ring-orange-300/30"
    >
      <Spinner className="size-8 shrink-0 text-orange-700 dark:text-orange-300" />
      <div>
        <p className="font-bold text-slate-900 dark:text-white">Deine Session wird gerade ausgewertet …</p>
        <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-200">
          Das dauert meist nur einen Moment. Die Ergebnisse erscheinen hier von selbst.
        </p>
      </div>
    </div>
  );
}
