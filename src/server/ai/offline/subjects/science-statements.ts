// The shared mechanism for science statements (issue 17, «Never praise a wrong answer»): a pupil's
// claim ("Schall ist schneller als Licht, oder?", "Ich glaube, Eis schmilzt bei 10 Grad") is
// matched against a curated table of statements with their common misconceptions and judged
// right or wrong with a short reason; a conceptual question ("Warum schwimmt Holz?") gets its
// curated answer. The content is data, one JSON per subject (data/statements-<subject>.json,
// docs/decisions/044-physics-statements-and-topics.md), checked with zod when the module loads.
// A claim that no statement matches is NOT judged: the caller says so honestly.
import { z } from "zod";
import type { SubjectId } from "#shared/domain/subjects.ts";
import { foldAccents, keywordText, normalise } from "../text.ts";
import physik from "./data/statements-physik.json" with { type: "json" };

/** Keyword prefixes, compared like text.ts hasKeyword: without case and accents, at a word start. */
const cueGroup = z.array(z.string().min(1)).min(1).readonly();

const statement = z.object({
  /** The claim in plain words, for tests and for the decision record. */
  claim: z.string(),
  /** Every group must occur in the pupil's text (any keyword of a group counts). */
  cues: z.array(cueGroup).min(2).readonly(),
  /** The groups must occur in this order ("Licht … schneller … Schall" is not "Schall … schneller … Licht"). */
  ordered: z.boolean().optional(),
  /** Whether the claim, as written in `claim`, is true. */
  holds: z.boolean(),
  /**
   * A number in the claim: it holds only if the number written next to one of the units lies in
   * [min, max] ("Wasser siedet bei 100 Grad"). Without such a number the statement does not match.
   */
  value: z
    .object({ min: z.number(), max: z.number(), units: z.array(z.string().min(1)).min(1).readonly() })
    .optional(),
  /** The short reason the tutor gives, whichever way the pupil put it. */
  reason: z.string().min(20),
});
export type ScienceStatement = z.infer<typeof statement>;

const question = z.object({
  /** Every group must occur in the pupil's question. */
  cues: z.array(cueGroup).min(1).readonly(),
  answer: z.string().min(20),
});

const bank = z.object({
  subject: z.string(),
  statements: z.array(statement).readonly(),
  questions: z.array(question).readonly(),
});
export type StatementBank = z.infer<typeof bank>;

// One JSON per subject; a subject without one simply has no statements.
const BANKS: Partial<Record<SubjectId, StatementBank>> = {
  physik: bank.parse(physik),
};

export function statementBank(subjectId: SubjectId): StatementBank | null {
  return BANKS[subjectId] ?? null;
}

export type StatementVerdict = { statement: ScienceStatement; pupilIsRight: boolean };

// Negations that turn the pupil's claim round ("Schall ist NICHT schneller als Licht"); a tag
// like "oder nicht?" or "nicht wahr?" only asks for a check and is removed first.
const NEGATION = [" nicht ", " nod ", " nid ", " net ", " kein", " nie "];
const CHECK_TAGS = / (oder nicht|oder nod|oder nid|nicht wahr|gall|gell) $/;

/** Where each group occurs, in order if asked; null when a group is missing. */
function cuePositions(haystack: string, groups: readonly (readonly string[])[], ordered: boolean) {
  const at: number[] = [];
  let from = 0;
  for (const group of groups) {
    const found = group
      .map((k) => haystack.indexOf(` ${foldAccents(k.toLowerCase())}`, ordered ? from : 0))
      .filter((i) => i >= 0);
    if (found.length === 0) return null;
    const first = Math.min(...found);
    at.push(first);
    from = first + 1;
  }
  return at;
}

/** The number written right before one of the units ("100 Grad", "340 m/s"), if any. */
function numberBefore(text: string, units: readonly string[]): number | null {
  const t = foldAccents(normalise(text));
  for (const unit of units) {
    const u = foldAccents(unit.toLowerCase()).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const m = new RegExp(`(-?\\d+(?:'\\d{3})*(?:[.,]\\d+)?)\\s*${u}(?![a-z])`).exec(t);
    if (m?.[1]) return Number(m[1].replace(/'/g, "").replace(",", "."));
  }
  return null;
}

function negationsIn(haystack: string, statementCues: readonly (readonly string[])[]): number {
  const own = statementCues.flat().map((k) => ` ${foldAccents(k.toLowerCase())}`);
  return NEGATION.filter((neg) => haystack.includes(neg) && !own.some((k) => k.startsWith(neg.trimEnd())))
    .length;
}

/**
 * The statement the pupil's claim matches, and whether the pupil is right. The most specific
 * statement wins (the most cue groups); a negation the statement does not contain flips it.
 */
export function judgeStatement(bank: StatementBank, input: string): StatementVerdict | null {
  const haystack = keywordText(input).replace(CHECK_TAGS, " ");
  let best: { s: ScienceStatement; weight: number; pupilIsRight: boolean } | null = null;
  for (const s of bank.statements) {
    if (!cuePositions(haystack, s.cues, s.ordered ?? false)) continue;
    let holds = s.holds;
    if (s.value) {
      const n = numberBefore(input, s.value.units);
      if (n === null) continue;
      holds = n >= s.value.min && n <= s.value.max;
    }
    const flipped = negationsIn(haystack, s.cues) % 2 === 1;
    const weight = s.cues.length + (s.value ? 1 : 0);
    if (!best || weight > best.weight) best = { s, weight, pupilIsRight: flipped ? !holds : holds };
  }
  return best ? { statement: best.s, pupilIsRight: best.pupilIsRight } : null;
}

/** The curated answer to a conceptual question, or null (the most specific one wins). */
export function answerQuestion(bank: StatementBank, input: string): string | null {
  const haystack = keywordText(input);
  let best: { answer: string; weight: number } | null = null;
  for (const q of bank.questions) {
    if (!cuePositions(haystack, q.cues, false)) continue;
    if (!best || q.cues.length > best.weight) best = { answer: q.answer, weight: q.cues.length };
  }
  return best?.answer ?? null;
}

/** The tutor's words for a verdict: a clear yes or no, then the reason. */
export function verdictText(v: StatementVerdict): string {
  return v.pupilIsRight
    ? `Ja, das stimmt! ${v.statement.reason}`
    : `Nein, das stimmt so nicht. ${v.statement.reason} Wie bist du darauf gekommen?`;
}

/** For a claim no statement matches: no verdict, said honestly, and the pupil's reasoning asked. */
export const CANNOT_JUDGE =
  "Das kann ich leider nicht sicher beurteilen – ich bin ein einfacher Übungs-Tutor und kenne nur bestimmte Aussagen. Wie bist du darauf gekommen? Erzähl mir, wie du überlegt hast, oder frag deine Lehrperson.";
