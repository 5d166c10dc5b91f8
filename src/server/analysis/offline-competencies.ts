import type { CompetencyUpdate } from "#shared/contracts/analysis.ts";
import type { Competency } from "#shared/domain/competencies.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import { checkedAnswers } from "./checked-answers.ts";
import {
  candidateCompetencies,
  quoteOf,
  sessionMinutes,
  splitMinutes,
  updateBase,
} from "./competency-common.ts";
import { COMPETENCY_RULES } from "./competency-rules.ts";
import { round2 } from "./independence.ts";
import type { TopicRule } from "./keyword-rules.ts";
import { hasWord } from "./signal-words.ts";
import type { PupilTurn, TranscriptSignals } from "./transcript-signals.ts";

// Which competencies the session worked on (offline producer), by the keyword rules of
// competency-rules.ts, restricted to the competencies that apply to the pupil
// (competency-common.ts candidateCompetencies):
// - A pupil turn matches a rule when it is an attempt, question or check and its own words, or
//   the tutor turn it answers, match (the task was about it). Weight 1 for an own-words match or
//   a checked answer to such a task, 0.5 for other work on the task. Requests for the answer or
//   a hint, filler, a solution typed back after asking for it, and the turn before a crisis
//   answer never match: «sag einfach die Lösung» shows no skill (issue 16).
// - A rule is credited only on the pupil's own correct work: at least one matching attempt the
//   tutor judged right (in the Bewerbungsgespräch, which has no right answers: an own answer).
//   The 3 heaviest credited rules are reported (ties: rule order).
// - detectionConfidence = min(0.95, 0.4 + 0.15 · weight).
// - confidenceScore, from the checked answers among the matching turns (conservative: 4 right
//   and none wrong are needed for the 80 % of mastery):
//     round(100 · (right + 0.5) / (right + wrong + 0.5 · answer requests + 1.5)).
//   Bewerbungsgespräch: round(30 + 45 · substance) (offline-scores.ts), at most 75: a role-play
//   without right answers never shows mastery on its own.
// - previousStatus from the pupil's record, newStatus by nextCompetencyStatus; the session's
//   minutes are split by weight; evidence = up to 3 of those right attempts (own answers in the
//   interview), verbatim, own-word matches first, then the shorter.

export type MatchedTurn = { turn: PupilTurn; own: boolean; topics: readonly TopicRule[] };
export type DetectedCompetency = {
  competency: Competency;
  weight: number;
  turns: MatchedTurn[];
  /** Requests for the answer to a task on it: they lower the confidence, never add evidence. */
  answerRequests: number;
};

export const MAX_OFFLINE_COMPETENCIES = 3;
/** Turns that work on the tutor's task; a request for a hint or the answer does not. */
const ANSWERS_TASK = new Set<PupilTurn["kind"]>(["attempt", "question", "check"]);

/** The pupil's own correct work: a right attempt, or any own answer in the interview. */
const isEvidence = (turn: PupilTurn, interview: boolean) =>
  turn.kind === "attempt" && (interview || turn.verdict === "right");

export function detectCompetencies(input: AnalysisInput, signals: TranscriptSignals): DetectedCompetency[] {
  const rules = input.subjectId ? COMPETENCY_RULES[input.subjectId] : [];
  const byCode = new Map(candidateCompetencies(input).map((c) => [c.code, c]));
  const usable = signals.pupil.filter((t) => !t.crisis && ANSWERS_TASK.has(t.kind));
  const requests = signals.pupil.filter((t) => !t.crisis && t.kind === "answer");
  const found: DetectedCompetency[] = [];
  for (const rule of rules) {
    const competency = rule.codes.map((code) => byCode.get(code)).find((c) => c !== undefined);
    if (!competency || found.some((f) => f.competency.id === competency.id)) continue;
    const turns: MatchedTurn[] = [];
    let weight = 0;
    for (const turn of usable) {
      const own = rule.topics.filter((t) => matches(t, turn.haystack, turn.text));
      const task = own.length ? [] : rule.topics.filter((t) => matches(t, turn.promptHaystack, turn.prompt));
      if (own.length + task.length === 0) continue;
      turns.push({ turn, own: own.length > 0, topics: own.length ? own : task });
      weight += own.length || turn.verdict ? 1 : 0.5;
    }
    if (!turns.some((m) => isEvidence(m.turn, signals.interview))) continue;
    const answerRequests = requests.filter((t) =>
      rule.topics.some((r) => matches(r, t.haystack, t.text) || matches(r, t.promptHaystack, t.prompt)),
    ).length;
    found.push({ competency, weight, turns, answerRequests });
  }
  // A stable sort keeps the rule order on ties.
  return found.sort((a, b) => b.weight - a.weight).slice(0, MAX_OFFLINE_COMPETENCIES);
}

function matches(topic: TopicRule, haystack: string, raw: string): boolean {
  return raw !== "" && (hasWord(haystack, topic.keywords) || (topic.pattern?.test(raw) ?? false));
}

/** The topics' labels, most-worked first, for the summary ("es ging um Brüche und …"). */
export function topicLabels(detected: readonly DetectedCompetency[]): string[] {
  const counts = new Map<string, number>();
  for (const d of detected) {
    for (const m of d.turns) for (const t of m.topics) counts.set(t.label, (counts.get(t.label) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
}

export function offlineCompetencyUpdates(
  input: AnalysisInput,
  signals: TranscriptSignals,
  detected: readonly DetectedCompetency[],
  substance: number,
): CompetencyUpdate[] {
  const minutes = splitMinutes(
    sessionMinutes(input),
    detected.map((d) => d.weight),
  );
  return detected.map((d, i) => {
    const turns = d.turns.map((m) => m.turn);
    const right = turns.filter((t) => t.verdict === "right").length;
    const wrong = turns.filter((t) => t.verdict === "wrong").length;
    const confidenceScore = signals.interview
      ? Math.min(75, Math.round(30 + 45 * substance))
      : Math.round((100 * (right + 0.5)) / (right + wrong + 0.5 * d.answerRequests + 1.5));
    const base = updateBase(input, d.competency, confidenceScore);
    return {
      ...base,
      confidenceScore,
      detectionConfidence: round2(Math.min(0.95, 0.4 + 0.15 * d.weight)),
      timeSpentMinutes: minutes[i] ?? 0,
      progressNotes: progressNote(d.competency.title, base, right, wrong, confidenceScore, signals.interview),
      demonstratedSkills: skillsOf(d, signals),
      evidenceText: evidenceOf(d, signals.interview),
    };
  });
}

function progressNote(
  title: string,
  status: Pick<CompetencyUpdate, "previousStatus" | "newStatus">,
  right: number,
  wrong: number,
  confidence: number,
  interview: boolean,
): string {
  const checked = right + wrong;
  const answers = checkedAnswers(right, checked);
  const what = interview
    ? `Im Übungsgespräch hast du an «${title}» gearbeitet.`
    : checked > 0
      ? `Bei «${title}» ${answers.verb} ${answers.subject} ${answers.result}.`
      : `Du hast an «${title}» gearbeitet.`;
  let next: string;
  if (status.previousStatus === "mastered")
    next = "Du hattest sie schon gemeistert – gut, dass du sie auffrischst.";
  else if (status.newStatus === "mastered") next = "Stark: Diese Kompetenz gilt jetzt als gemeistert.";
  else if (status.previousStatus === "pending")
    next = "Damit hast du sie angepackt – jetzt bist du mittendrin.";
  else if (confidence >= 60) next = "Noch ein bisschen Übung, dann kann sie als gemeistert gelten.";
  else next = "Bleib dran – mit jeder Übung wird es sicherer.";
  return `${what} ${next}`;
}

function skillsOf(d: DetectedCompetency, signals: TranscriptSignals): string[] {
  const skills: string[] = [];
  const topics = new Set(d.turns.flatMap((m) => m.topics));
  for (const topic of topics) {
    const turns = d.turns.filter((m) => m.topics.includes(topic)).map((m) => m.turn);
    const attempts = turns.filter((t) => t.kind === "attempt").length;
    const right = turns.filter((t) => t.verdict === "right").length;
    if (attempts > 0) skills.push(right > 0 ? `${topic.skill} (${right} richtig)` : topic.skill);
    else if (turns.some((t) => t.kind === "question")) skills.push(`Fragen gestellt (Thema: ${topic.label})`);
  }
  const turns = d.turns.map((m) => m.turn);
  const kept = turns.some((t) => t.verdict === "wrong" && nextOf(signals, t)?.kind === "attempt");
  if (kept) skills.push("Nach einem Fehler weiterprobiert");
  if (signals.interview && turns.some((t) => t.kind === "attempt" && t.example)) {
    skills.push("Antworten mit Beispielen belegt");
  }
  return skills.slice(0, 10);
}

const nextOf = (signals: TranscriptSignals, turn: PupilTurn) =>
  signals.pupil[signals.pupil.indexOf(turn) + 1];

function evidenceOf(d: DetectedCompetency, interview: boolean): string[] {
  const ranked = d.turns
    .filter((m) => isEvidence(m.turn, interview))
    .sort((a, b) => Number(b.own) - Number(a.own) || a.turn.text.length - b.turn.text.length);
  const chosen = new Map<string, number>();
  for (const m of ranked) {
    const quote = quoteOf(m.turn.text);
    if (quote && !chosen.has(quote)) chosen.set(quote, m.turn.index);
    if (chosen.size === 3) break;
  }
  return [...chosen.entries()].sort((a, b) => a[1] - b[1]).map(([quote]) => quote);
}
