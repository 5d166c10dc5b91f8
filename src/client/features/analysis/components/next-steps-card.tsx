import { ArrowRightIcon } from "#client/components/ui/icons.tsx";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import { AnalysisCard } from "./analysis-card.tsx";

/** 'Nächste Schritte' (docs/product.md §2.11) as a numbered list. */
export function NextStepsCard({ steps }: { steps: readonly string[] }) {
  const keys = uniqueKeys(steps);
  return (
    <AnalysisCard title="Nächste Schritte" icon={<ArrowRightIcon className="size-5" />}>
      <ol className="list-decimal space-y-2 pl-6 text-slate-800 marker:font-bold marker:text-orange-800 dark:text-slate-100 dark:marker:text-orange-300">
        {steps.map((step, i) => (
          <li key={keys[i]} className="pl-1">
            {step}
          </li>
        ))}
      </ol>
    </AnalysisCard>
  );
}
