import { SparklesIcon } from "#client/components/ui/icons.tsx";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import { AnalysisCard } from "./analysis-card.tsx";

/** 'Erkenntnisse' (docs/product.md §2.11): what the analysis noticed, one sentence each. */
export function InsightsCard({ insights }: { insights: readonly string[] }) {
  const keys = uniqueKeys(insights);
  return (
    <AnalysisCard title="Erkenntnisse" icon={<SparklesIcon className="size-5" />}>
      <ul className="space-y-3">
        {insights.map((insight, i) => (
          <li key={keys[i]} className="flex gap-3 text-slate-800 dark:text-slate-100">
            <span
              aria-hidden="true"
              className="mt-2 size-2 shrink-0 rounded-full bg-orange-600 dark:bg-orange-300"
            />
            <span>{insight}</span>
          </li>
        ))}
      </ul>
    </AnalysisCard>
  );
}
