import { DIMENSION_INFO, DIMENSIONS, type Dimension, strengthWord } from "#shared/domain/learning-profile.ts";
import { barSpan } from "../lib/dimension-bar.ts";

const formatValue = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 2, signDisplay: "exceptZero" });

type DimensionListProps = {
  /** Values by dimension; a listed dimension without one counts as 0. */
  dimensions: Partial<Record<Dimension, number>>;
  headingId: string;
  /** Which dimensions to list, in order: all 12 unless told (the analysis lists 11, no TXT). */
  axes?: readonly Dimension[];
  /** One column without the explanations, for a narrow side column. */
  compact?: boolean;
  /**
   * The word beside each label: the strength word (the quiz's profile) unless told; the analysis
   * names the preference a session showed instead (preferenceWord, issue 16).
   */
  valueWord?: (dimension: Dimension, value: number) => string | null;
};

const strengthOf = (_dimension: Dimension, value: number) => strengthWord(value);

/**
 * Every dimension with its strength word (or the word it is given), a bar centred at 0 (negative pole to the left,
 * positive to the right, the two pole texts at the ends) and a one-line explanation. The same
 * data as the radar chart, readable by everyone.
 */
export function DimensionList({
  dimensions,
  headingId,
  axes = DIMENSIONS,
  compact = false,
  valueWord = strengthOf,
}: DimensionListProps) {
  return (
    <ul
      aria-labelledby={headingId}
      className={compact ? "grid gap-y-4" : "grid gap-x-8 gap-y-6 sm:grid-cols-2"}
    >
      {axes.map((d) => {
        const info = DIMENSION_INFO[d];
        const value = dimensions[d] ?? 0;
        const span = barSpan(value);
        const word = valueWord(d, value);
        return (
          <li key={d}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-bold text-slate-900 dark:text-white">{info.label}</span>
              {word && (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                  {word}
                </span>
              )}
            </div>
            <div aria-hidden="true" className="relative mt-2 h-3 rounded-full bg-slate-200 dark:bg-slate-700">
              <div
                className="absolute inset-y-0 rounded-full bg-orange-700 dark:bg-orange-400"
                style={{ left: `${span.left}%`, width: `${span.width}%` }}
              />
              <div className="absolute -inset-y-1 left-1/2 w-0.5 -translate-x-1/2 rounded bg-slate-600 dark:bg-slate-300" />
            </div>
            <div
              aria-hidden="true"
              className="mt-1 flex justify-between gap-4 text-xs text-slate-600 dark:text-slate-300"
            >
              <span>{info.negative}</span>
              <span className="text-right">{info.positive}</span>
            </div>
            <p className="sr-only">
              Wert {formatValue.format(value)} auf einer Skala von −1 ({info.negative}) bis +1 (
              {info.positive}).
            </p>
            {!compact && (
              <p className="mt-1.5 text-sm text-slate-700 dark:text-slate-200">{info.explanation}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
