import { type Words, words } from "./signal-words.ts";

// The shape of the offline producer's competency rules (competency-rules.ts,
// competency-rules-science.ts) and two builders that keep each rule on one line.

export type TopicRule = {
  label: string;
  skill: string;
  keywords: Words;
  pattern?: RegExp;
};
export type CompetencyRule = { codes: readonly string[]; topics: readonly TopicRule[] };

/** codes: the cycle variants separated by "|" ("NT.5.1|NMG.3.1"), the first that applies wins. */
export const rule = (codes: string, ...topics: TopicRule[]): CompetencyRule => ({
  codes: codes.split("|"),
  topics,
});

/** keywords: separated by "|" ("bruch|nenner|term "), in one string or several. */
export const topic = (
  label: string,
  skill: string,
  keywords: string | readonly string[],
  pattern?: RegExp,
): TopicRule => ({
  label,
  skill,
  keywords: words(...(typeof keywords === "string" ? [keywords] : keywords)),
  ...(pattern ? { pattern } : {}),
});
