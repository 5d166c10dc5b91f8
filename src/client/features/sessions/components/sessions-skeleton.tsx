type SessionsSkeletonProps = { tiles: number; rows: number };

/** Stable names for `count` placeholder shapes (React keys). */
const placeholders = (kind: string, count: number) => Array.from({ length: count }, (_, i) => `${kind}-${i}`);

const block = "animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800";

/**
 * Grey shapes where the counters and the list will be. One status element carries the name
 * screen readers hear; the shapes themselves are hidden from them.
 */
export function SessionsSkeleton({ tiles, rows }: SessionsSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label="Sessions werden geladen" className="space-y-6">
      <span className="sr-only">Sessions werden geladen …</span>
      <div
        aria-hidden="true"
        className={`grid gap-3 sm:gap-4 ${tiles === 3 ? "grid-cols-3" : "grid-cols-2"}`}
      >
        {placeholders("tile", tiles).map((key) => (
          <div key={key} className={`${block} h-20 sm:h-24`} />
        ))}
      </div>
      <div aria-hidden="true" className="space-y-3">
        <div className={`${block} h-6 w-40`} />
        {placeholders("row", rows).map((key) => (
          <div key={key} className={`${block} h-20`} />
        ))}
      </div>
    </div>
  );
}
