import { padded } from "./crisis-normalise.ts";
import type { CrisisKind } from "./crisis-kinds.ts";
import { CRISIS_RULES } from "./crisis-patterns.ts";

// Children sometimes tell a tutor what they tell no one else. Every pupil message goes through
// detectCrisis before any model sees it (hosted or offline): on a match the chat answers with
// crisisReply(kind) and the help card instead of a model reply, and the service records the
// event for the session's analysis. Pro Juventute 147 is the Swiss helpline for children and
// young people: phone 147, chat and e-mail on 147.ch, free, 24/7, anonymous
// (https://www.147.ch). In acute danger: 144 (ambulance), 117 (police).
// Only pupils' own messages are checked, not uploaded files (a novel about Werther is no crisis).
export type { CrisisKind } from "./crisis-kinds.ts";

export type CrisisMatch = { kind: CrisisKind; matched: string };

export function detectCrisis(text: string): CrisisMatch | null {
  if (!text) return null;
  const normalised = padded(text);
  for (const rule of CRISIS_RULES) {
    const match = rule.pattern.exec(normalised);
    if (!match) continue;
    if (rule.unless?.some((re) => re.test(normalised))) continue;
    return { kind: rule.kind, matched: match[0].trim() };
  }
  return null;
}

