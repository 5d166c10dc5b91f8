type Stat = { label: string; value: number };

type StatTilesProps = { stats: readonly Stat[] };

/**
 * The counters ('Sessions gemacht', 'Minuten gelernt', …) as a description list: each label is
 * a <dt> read before its number, while the number is shown big above it.
 */
export function StatTiles({ stats }: StatTilesProps) {
  return (
    <dl className={`grid gap-3 sm:gap-4 ${stats.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
      {stats.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-700"
        >
          <dt className="mt-1 text-sm font-medium text-slate-700 sm:text-base dark:text-slate-200">
            {label}
          </dt>
          <dd className="text-2xl font-extrabold text-orange-800 tabular-nums sm:text-4xl dark:text-orange-300">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
