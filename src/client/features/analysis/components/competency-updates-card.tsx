import { FlagIcon } from "#client/components/ui/icons.tsx";
import type { CompetencyUpdate } from "#shared/contracts/analysis.ts";
import { AnalysisCard } from "./analysis-card.tsx";
import { CompetencyUpdateItem } from "./competency-update-item.tsx";

/** 'Lernpfad-Updates' (docs/product.md §2.11): one entry per competency the session moved. */
export function CompetencyUpdatesCard({ updates }: { updates: readonly CompetencyUpdate[] }) {
  return (
    <AnalysisCard title="Lernpfad-Updates" icon={<FlagIcon className="size-5" />}>
      <ul className="space-y-4">
        {updates.map((update) => (
          <li key={update.competencyId} className="rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-700">
            <CompetencyUpdateItem update={update} />
          </li>
        ))}
      </ul>
    </AnalysisCard>
  );
}
