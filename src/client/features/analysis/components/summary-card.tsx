import { BooksIcon } from "#client/components/ui/icons.tsx";
import { AnalysisCard } from "./analysis-card.tsx";

/** 'Session-Zusammenfassung' (docs/product.md §2.11): the analysis' summary, else the session's. */
export function SummaryCard({ summary }: { summary: string }) {
  return (
    <AnalysisCard title="Session-Zusammenfassung" icon={<BooksIcon className="size-5" />}>
      <p className="whitespace-pre-line text-slate-800 dark:text-slate-100">{summary}</p>
    </AnalysisCard>
  );
}
