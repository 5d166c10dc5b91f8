import type { CompetencyUpdate, SessionQuality } from "#shared/contracts/analysis.ts";
import type { Competency } from "#shared/domain/competencies.ts";
import { ANALYSIS_DIMENSIONS, type Dimension } from "#shared/domain/learning-profile.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import type { ModelAnalysisOutput } from "./analysis-prompts.ts";
import { quoteOf, sessionMinutes, splitMinutes, updateBase } from "./competency-common.ts";
import { round2 } from "./independence.ts";
import { MAX_NUDGE, sessionProfile } from "./offline-profile.ts";
import { ANSWER_REQUEST, FILLER, HINT_REQUEST, hasWord, haystackOf } from "./signal-words.ts";
import type { PupilTurn, TranscriptSignals } from "./transcript-signals.ts";

// What the server decides about a model's analysis, because a model cannot be trusted with it:
// - Competencies: only ids (or codes) among the candidates; each evidence string must occur in
//   one of the pupil's own attempts (evidenceTurns: not a request for the answer or a hint, not
//   «ok» or other filler, not a solution typed back after asking for it, not an answer the
//   tutor judged wrong, not a crisis turn), compared without case, accents, ß/ss and
//   whitespace differences, and must say more than filler or a request («ok», «sag einfach»);
//   the turn's own wording is stored; a competency left without evidence is dropped (issue 16).
//   Status, minutes (the measured time split by the number of quotes) and the name come from
//   the server.
// - Numbers are clamped: scores to [0, 1] (a value above 2 and up to 100 is read as percent),
//   confidenceScore to an integer 0–100 (a fraction below 1 is read as a share). When the
//   pupil did no own work at all (no own attempt, question or check: only «ok», «weiss
//   nicht», requests, off-topic chat), no score may be above what the server counted
//   (offline-scores.ts): a passive session scores low with a model too (issue 16).
// - The learning profile shows only this session, as offline (offline-profile.ts): the model's
//   value per dimension (−1 … 1, null when the session showed nothing) scaled to ±0.2.
// - Texts: ß → ss, one line, cut at a word boundary; empty and repeated lines dropped.

export const swissSpelling = (text: string) => text.replaceAll("ß", "ss").replaceAll("ẞ", "SS");

/** A model's sentence ready to store; "" when there is nothing usable. */
export function cleanLine(text: unknown, max: number): string {
  if (typeof text !== "string") return "";
  return quoteOf(swissSpelling(text).replace(/\s+/g, " "), max);
}

export function cleanLines(items: readonly unknown[], maxItems: number, maxChars: number): string[] {
  const kept = new Set<string>();
  for (const item of items) {
    const line = cleanLine(item, maxChars);
    if (line) kept.add(line);
    if (kept.size === maxItems) break;
  }
  return [...kept];
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

export function unitScore(value: unknown): number {
  if (!finite(value)) return 0;
  const share = value > 2 && value <= 100 ? value / 100 : value;
  return round2(Math.min(1, Math.max(0, share)));
}

export function percentScore(value: unknown): number {
  if (!finite(value)) return 0;
  const percent = value > 0 && value < 1 ? value * 100 : value;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

export function checkedQuality(
  raw: ModelAnalysisOutput["sessionQuality"],
  signals: TranscriptSignals,
  counted: SessionQuality,
): SessionQuality {
  const noOwnWork = signals.ownAttempts + signals.ownQuestions + signals.checkTurns === 0;
  const capped = (value: unknown, cap: number) =>
    noOwnWork ? Math.min(unitScore(value), cap) : unitScore(value);
  return {
    difficulty: unitScore(raw.difficulty),
    engagement: capped(raw.engagement, counted.engagement),
    quality: capped(raw.quality, counted.quality),
    comprehension: capped(raw.comprehension, counted.comprehension),
    sessionQuality: capped(raw.sessionQuality, counted.sessionQuality),
  };
}

// --- evidence ----------------------------------------------------------------------------

type Folded = { text: string; at: number[] };
const IGNORED = /[\p{M}\p{Cf}]/u;

/** Lower case, accents and ß folded, whitespace runs as one space; `at` maps back to `text`. */
function fold(text: string): Folded {
  let out = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (/\s/.test(ch)) {
      if (out !== "" && !out.endsWith(" ")) {
        out += " ";
        at.push(i);
      }
      continue;
    }
    const folded = ch === "ß" || ch === "ẞ" ? "ss" : ch.normalize("NFD").replace(IGNORED, "").toLowerCase();
    for (const c of folded) {
      out += c;
      at.push(i);
    }
  }
  return { text: out, at };
}

const QUOTE_MARKS = /^[\s«»"„“”'‚‘’.…]+|[\s«»"„“”'‚‘’.…]+$/g;

/** The pupil turns a model may quote as evidence of a skill: their own attempts, not judged wrong. */
export const evidenceTurns = (signals: TranscriptSignals): PupilTurn[] =>
  signals.pupil.filter((t) => !t.crisis && t.kind === "attempt" && t.verdict !== "wrong");

/** A quote that is only filler or a request («ok», «sag einfach», «keine Ahnung») shows no skill. */
function saysNothing(quote: string): boolean {
  const haystack = haystackOf(quote);
  const tokens = haystack.trim().split(" ");
  return (
    tokens.every((t) => t === "" || FILLER.has(t)) ||
    hasWord(haystack, ANSWER_REQUEST) ||
    hasWord(haystack, HINT_REQUEST)
  );
}

/** The pupil's own wording of a quote, or null when no pupil turn contains it. */
export function findQuote(quote: unknown, turns: readonly PupilTurn[]): string | null {
  if (typeof quote !== "string") return null;
  const wanted = fold(quote.replace(QUOTE_MARKS, "")).text.trim();
  if (wanted.length < 3 || !/[\p{L}\p{N}]/u.test(wanted) || saysNothing(wanted)) return null;
  for (const turn of turns) {
    const folded = fold(turn.text);
    const start = folded.text.indexOf(wanted);
    if (start < 0) continue;
    const from = folded.at[start] ?? 0;
    let to = (folded.at[start + wanted.length - 1] ?? from) + 1;
    // Keep combining marks that belong to the last letter.
    while (to < turn.text.length && IGNORED.test(turn.text[to] ?? "")) to++;
    return quoteOf(turn.text.slice(from, to));
  }
  return null;
}

export function verifiedEvidence(quotes: readonly unknown[], turns: readonly PupilTurn[]): string[] {
  const kept = new Set<string>();
  for (const quote of quotes) {
    const found = findQuote(quote, turns);
    if (found) kept.add(found);
    if (kept.size === 10) break;
  }
  return [...kept];
}

// --- competencies and profile --------------------------------------------------------------

export function checkedCompetencies(
  input: AnalysisInput,
  raw: ModelAnalysisOutput["competencies"],
  candidates: readonly Competency[],
  quotable: readonly PupilTurn[],
): CompetencyUpdate[] {
  const byKey = new Map<string, Competency>();
  for (const c of candidates) byKey.set(c.id, c).set(c.code.toLowerCase(), c);
  const kept: Array<{ competency: Competency; evidence: string[]; item: (typeof raw)[number] }> = [];
  for (const item of raw) {
    const key = typeof item.competencyId === "string" ? item.competencyId.trim() : "";
    const competency = byKey.get(key) ?? byKey.get(key.toLowerCase());
    if (!competency || kept.some((k) => k.competency.id === competency.id)) continue;
    const evidence = verifiedEvidence(Array.isArray(item.evidenceText) ? item.evidenceText : [], quotable);
    if (evidence.length > 0) kept.push({ competency, evidence, item });
    if (kept.length === 10) break;
  }
  const minutes = splitMinutes(
    sessionMinutes(input),
    kept.map((k) => k.evidence.length),
  );
  return kept.map(({ competency, evidence, item }, i) => {
    const confidenceScore = percentScore(item.confidenceScore);
    return {
      ...updateBase(input, competency, confidenceScore),
      confidenceScore,
      detectionConfidence: unitScore(item.detectionConfidence),
      timeSpentMinutes: minutes[i] ?? 0,
      progressNotes: cleanLine(item.progressNotes, 1000),
      demonstratedSkills: cleanLines(
        Array.isArray(item.demonstratedSkills) ? item.demonstratedSkills : [],
        10,
        300,
      ),
      evidenceText: evidence,
    };
  });
}

/** The model's reading of this session, scaled to the offline profile's ±0.2 (offline-profile.ts). */
export function checkedProfile(
  raw: Readonly<Record<string, number | null>>,
): Partial<Record<Dimension, number>> {
  const values: Partial<Record<Dimension, number>> = {};
  for (const dimension of ANALYSIS_DIMENSIONS) {
    const value = raw[dimension];
    if (finite(value)) values[dimension] = Math.min(1, Math.max(-1, value)) * MAX_NUDGE;
  }
  return sessionProfile(values);
}
