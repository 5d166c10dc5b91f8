import { type ReactNode, useId } from "react";
import { UserIcon } from "#client/components/ui/icons.tsx";
import { ANALYSIS_DIMENSIONS, type Dimension } from "#shared/domain/learning-profile.ts";
import { AnalysisCard } from "./analysis-card.tsx";

export const PROFILE_PENDING = "Lernprofil wird noch analysiert...";

/** What the chart and the list are drawn from (the profile feature draws them, see render). */
export type LearningProfileSlot = {
  values: Partial<Record<Dimension, number>>;
  /** The dimensions the analysis gave a value for, in the order of the 11 analysis dimensions. */
  dimensions: readonly Dimension[];
  /** The card's heading, which names the list. */
  headingId: string;
};

type LearningProfileSectionProps = {
  profile: Partial<Record<string, number>>;
  render: (slot: LearningProfileSlot) => ReactNode;
};

/**
 * 'Lernprofil' in the side column (docs/product.md §2.11): per dimension its label, strength word and
 * bar, and the same as a radar chart; 'Lernprofil wird noch analysiert...' while it is empty.
 */
export function LearningProfileSection({ profile, render }: LearningProfileSectionProps) {
  const headingId = useId();
  const values: Partial<Record<Dimension, number>> = {};
  for (const d of ANALYSIS_DIMENSIONS) {
    const value = profile[d];
    if (typeof value === "number" && Number.isFinite(value)) values[d] = Math.max(-1, Math.min(1, value));
  }
  const dimensions = ANALYSIS_DIMENSIONS.filter((d) => d in values);
  return (
    <AnalysisCard title="Lernprofil" titleId={headingId} icon={<UserIcon className="size-5" />}>
      {dimensions.length > 0 ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">So hast du in dieser Session gelernt.</p>
          <div className="mt-4">{render({ values, dimensions, headingId })}</div>
        </>
      ) : (
        <p className="text-slate-700 dark:text-slate-200">{PROFILE_PENDING}</p>
      )}
    </AnalysisCard>
  );
}
