import { type ReactNode, useId } from "react";
import { UserIcon } from "#client/components/ui/icons.tsx";
import { ANALYSIS_DIMENSIONS, type Dimension } from "#shared/domain/learning-profile.ts";
import { AnalysisCard } from "./analysis-card.tsx";

export const PROFILE_PENDING = "Lernprofil wird noch analysiert...";

/** What the chart and the list are drawn from (the profile feature draws them, see render). */
export type LearningProfileSlot = {
  values: Partial<Record<Dimension, number>>;
  /** The dimensions the session showed (a value other than 0), in the order of the 11 analysis dimensions. */
  dimensions: readonly Dimension[];
  /** The card's heading, which names the list. */
  headingId: string;
};

type LearningProfileSectionProps = {
  /** This session's values (the server stores only what it showed); null while the analysis is made. */
  profile: Partial<Record<string, number>> | null;
  render: (slot: LearningProfileSlot) => ReactNode;
};

/**
 * 'Lernprofil' in the side column (docs/product.md §2.11): what this session showed, per dimension
 * as the preference it leans to, and the same as a radar chart; 'Lernprofil wird noch
 * analysiert...' while the analysis is made. A session that showed nothing leaves the section out
 * (issue 16): it never falls back to the quiz's profile.
 */
export function LearningProfileSection({ profile, render }: LearningProfileSectionProps) {
  const headingId = useId();
  if (!profile) {
    return (
      <AnalysisCard title="Lernprofil" titleId={headingId} icon={<UserIcon className="size-5" />}>
        <p className="text-slate-700 dark:text-slate-200">{PROFILE_PENDING}</p>
      </AnalysisCard>
    );
  }
  const values = shownValues(profile);
  const dimensions = ANALYSIS_DIMENSIONS.filter((d) => d in values);
  if (dimensions.length === 0) return null;
  return (
    <AnalysisCard title="Lernprofil" titleId={headingId} icon={<UserIcon className="size-5" />}>
      <p className="text-sm text-slate-700 dark:text-slate-200">So hast du in dieser Session gelernt.</p>
      <div className="mt-4">{render({ values, dimensions, headingId })}</div>
    </AnalysisCard>
  );
}

/** The analysis dimensions with a readable value other than 0 (0 leans to neither pole), within ±1. */
function shownValues(profile: Partial<Record<string, number>>): Partial<Record<Dimension, number>> {
  const values: Partial<Record<Dimension, number>> = {};
  for (const d of ANALYSIS_DIMENSIONS) {
    const value = profile[d];
    if (typeof value === "number" && Number.isFinite(value) && value !== 0) {
      values[d] = Math.max(-1, Math.min(1, value));
    }
  }
  return values;
}
