import type { ReactNode } from "react";

const TERM = "text-slate-600 dark:text-slate-300";
const VALUE = "font-semibold text-slate-900 dark:text-white";
const DIVIDED = "divide-y divide-slate-200 dark:divide-slate-700";

// tiles: a plan's facts, two columns from sm up. boxed: a summary to check (onboarding's last
// step). lines: a profile's details, term above value on phones, side by side from sm up.
const LOOKS = {
  tiles: {
    list: "grid gap-3 sm:grid-cols-2",
    row: "rounded-2xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60",
    term: `text-sm font-semibold ${TERM}`,
    value: `mt-0.5 break-words ${VALUE}`,
  },
  boxed: {
    list: `${DIVIDED} rounded-2xl border border-slate-200 dark:border-slate-700`,
    row: "flex justify-between gap-4 px-4 py-3",
    term: TERM,
    value: VALUE,
  },
  lines: {
    list: DIVIDED,
    row: "flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4",
    term: TERM,
    value: `break-all sm:text-right ${VALUE}`,
  },
} as const;

export type DefinitionRows = ReadonlyArray<readonly [term: string, value: ReactNode]>;

type DefinitionListProps = { rows: DefinitionRows; look: keyof typeof LOOKS; className?: string };

/** Terms and their values as a <dl>, one row per term (the terms are unique). */
export function DefinitionList({ rows, look, className = "" }: DefinitionListProps) {
  const classes = LOOKS[look];
  return (
    <dl className={className ? `${classes.list} ${className}` : classes.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={classes.row}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
