import type { ReactNode } from "react";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import type { AnalysisCare } from "#shared/contracts/analysis.ts";
import type { HelpCard } from "#shared/contracts/chat.ts";
import { AnalysisCard } from "./analysis-card.tsx";

type CareCardProps = {
  /** The server's caring sentence (the analysis' summary); never the pupil's own words. */
  summary: string;
  care: AnalysisCare;
  /** Draws Pro Juventute 147 (the chat's help card, handed in by the route). */
  renderHelpCard: (card: HelpCard) => ReactNode;
};

/**
 * A crisis session instead of its grade (decision 016): a kind word, Pro Juventute 147 with its
 * call button and link, and other people to talk to. No scores, no next steps, no evidence.
 */
export function CareCard({ summary, care, renderHelpCard }: CareCardProps) {
  const keys = uniqueKeys(care.otherHelp);
  return (
    <AnalysisCard title="Du bist nicht allein">
      <div className="space-y-3 text-slate-800 dark:text-slate-100">
        <p>{summary}</p>
        <p>{care.message}</p>
      </div>
      {renderHelpCard(care.helpCard)}
      {care.otherHelp.length > 0 && (
        <div className="mt-4">
          <h3 className="font-bold text-slate-900 dark:text-white">Weitere Hilfe</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800 dark:text-slate-100">
            {care.otherHelp.map((line, i) => (
              <li key={keys[i]}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </AnalysisCard>
  );
}
