import { classifyCrisis } from "./classifier/crisis-classifier.ts";
import type { CrisisKind } from "./crisis-kinds.ts";
import { padded } from "./crisis-normalise.ts";
import { CRISIS_RULES } from "./crisis-patterns.ts";
import { CLASSIFIER_VETOES } from "./lexicon/harmless.ts";

// Children sometimes tell a tutor what they tell no one else. Every pupil message goes through
// detectCrisis before any model sees it (hosted or offline): on a match the chat answers with
// a crisis reply and the help card instead of a model reply, and the service records the event
// for the session's analysis (decision 019). Two parts, either of which is enough:
// - the rules (lexicon/, over the normalised spelling): wordings we know, with their harmless
//   readings excluded, and a readable reason ("matched");
// - the classifier (classifier/), trained on the labelled corpus: wordings no rule names.
// Only pupils' own messages are checked, not uploaded files (a novel about Werther is no crisis).
export type { CrisisKind } from "./crisis-kinds.ts";

export type CrisisMatch = { kind: CrisisKind; matched: string; by: "rules" | "classifier" };

export function detectCrisis(text: string): CrisisMatch | null {
  if (!text) return null;
  const normalised = padded(text);
  return byRules(normalised) ?? byClassifier(text, normalised);
}

/** The rules alone (for their own tests and the evaluation). */
export function detectByRules(text: string): CrisisMatch | null {
  return text ? byRules(padded(text)) : null;
}

/** The classifier alone, with its vetoes (for the evaluation). */
export function detectByClassifier(text: string): CrisisMatch | null {
  return text ? byClassifier(text, padded(text)) : null;
}

function byRules(normalised: string): CrisisMatch | null {
  for (const rule of CRISIS_RULES) {
    const match = rule.pattern.exec(normalised);
    if (!match) continue;
    if (rule.also && !rule.also.every((re) => re.test(normalised))) continue;
    if (rule.unless?.some((re) => re.test(normalised))) continue;
    return { kind: rule.kind, matched: match[0].trim(), by: "rules" };
  }
  return null;
}

/** What only the classifier sees counts unless the message is plainly harmless (lexicon/harmless.ts). */
function byClassifier(text: string, normalised: string): CrisisMatch | null {
  const classified = classifyCrisis(text);
  if (!classified) return null;
  const veto = CLASSIFIER_VETOES.find((re) => re.test(normalised));
  if (veto) return null;
  return { kind: classified.kind, matched: `score ${classified.score.toFixed(2)}`, by: "classifier" };
}
