import { ChartIcon } from "#client/components/ui/icons.tsx";
import type { Independence, SessionQuality } from "#shared/contracts/analysis.ts";
import { qualityWord } from "#shared/domain/session-quality.ts";
import { formatPercent, independenceNote } from "../lib/display.ts";
import { AnalysisCard } from "./analysis-card.tsx";
import { ScoreBar } from "./score-bar.tsx";

const METRICS = [
  ["difficulty", "Schwierigkeit"],
  ["engagement", "Engagement"],
  ["quality", "Qualität"],
  ["comprehension", "Verständnis"],
] as const;

type SessionQualityCardProps = { quality: SessionQuality; independence?: Independence };

/**
 * 'Session-Qualität' (docs/product.md §2.11): four percentages and the overall rating 'Gesamtbewertung'
 * as a word (§5.6); below, how much the pupil worked out alone (our addition).
 */
export function SessionQualityCard({ quality, independence }: SessionQualityCardProps) {
  const note = independenceNote(independence);
  return (
    <AnalysisCard title="Session-Qualität" icon={<ChartIcon className="size-5" />}>
      <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-4">
        {METRICS.map(([key, label]) => (
          <div key={key} className="flex flex-col gap-1 rounded-2xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</dt>
            <dd className="text-2xl font-extrabold text-slate-900 tabular-nums dark:text-white">
              {formatPercent(quality[key])}
            </dd>
            <ScoreBar value={quality[key]} />
          </div>
        ))}
      </dl>
      <dl className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-orange-50 px-4 py-3 ring-1 ring-orange-200 dark:bg-orange-400/10 dark:ring-orange-300/30">
        <dt className="font-semibold text-orange-900 dark:text-orange-200">Gesamtbewertung</dt>
        <dd className="text-xl font-extrabold text-slate-900 dark:text-white">
          {qualityWord(quality.sessionQuality)}
        </dd>
      </dl>
      {independence && note && (
        <div className="mt-3 rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-700">
          <dl className="flex items-baseline justify-between gap-3">
            <dt className="font-semibold text-slate-900 dark:text-white">Selbstständigkeit</dt>
            <dd className="font-bold text-slate-900 tabular-nums dark:text-white">
              {formatPercent(independence.score)}
            </dd>
          </dl>
          <div className="mt-2">
            <ScoreBar value={independence.score} />
          </div>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">{note}</p>
        </div>
      )}
    </AnalysisCard>
  );
}
