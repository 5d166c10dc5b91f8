import type { ReactNode } from "react";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import { AnalysisCard } from "./analysis-card.tsx";

type SentenceListCardProps = {
  title: string;
  /** Before the title (decorative). */
  icon: ReactNode;
  /** One sentence each; the analysis may repeat one. */
  sentences: readonly string[];
  /** Steps in order (a numbered list); otherwise points, each with an orange dot. */
  numbered?: boolean;
};

/** A card of the analysis' sentences: 'Nächste Schritte' numbered, 'Erkenntnisse' as points (docs/product.md §2.11). */
export function SentenceListCard({ title, icon, sentences, numbered = false }: SentenceListCardProps) {
  const keys = uniqueKeys(sentences);
  return (
    <AnalysisCard title={title} icon={icon}>
      {numbered ? (
        <ol className="list-decimal space-y-2 pl-6 text-slate-800 marker:font-bold marker:text-orange-800 dark:text-slate-100 dark:marker:text-orange-300">
          {sentences.map((step, i) => (
            <li key={keys[i]} className="pl-1">
              {step}
            </li>
          ))}
        </ol>
      ) : (
        <ul className="space-y-3">
          {sentences.map((point, i) => (
            <li key={keys[i]} className="flex gap-3 text-slate-800 dark:text-slate-100">
              <span
                aria-hidden="true"
                className="mt-2 size-2 shrink-0 rounded-full bg-orange-600 dark:bg-orange-300"
              />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
    </AnalysisCard>
  );
}
