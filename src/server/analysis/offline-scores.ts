import type { Independence, SessionQuality } from "#shared/contracts/analysis.ts";
import { round2 } from "./independence.ts";
import type { TranscriptSignals } from "./transcript-signals.ts";

// The offline producer's five scores, each in [0, 1] and rounded to 2 decimals. Every input is
// a count from transcript-signals.ts; n = pupil messages (file messages not counted); own work
// = own attempts + own questions + «stimmt das?» checks (not «ok», «weiss nicht», off-topic
// chat, requests, or a solution typed back after asking for it).
//   lengthPart   = min(1, average words per pupil message / 12)
//   engagement   = 0.45 · min(1, own work / 8) + 0.35 · lengthPart + 0.2 · min(1, own questions / 3)
//       a session of «ok» and «hmm» is not engaged, however many of them there are (issue 16).
//   comprehension (tasks)     = (right + 0.2 · q) / (right + wrong + answer requests
//                                + 0.5 · hint requests + 0.2 · q + 1),   q = own questions
//       only what the session showed: checked right answers (and a little for own questions);
//       nothing shown stays near 0, asking for the answer counts like a wrong one, asking for a
//       hint like half of one.
//   comprehension (interview) = 0.3 + 0.7 · substance, where
//       substance = 0.5 · min(1, average words per answer / 25) + 0.5 · share of answers with
//       a concrete example: a role-play has no right answers, so its substance stands in.
//   difficulty (tasks)     = 0.55 · (wrong + 1) / (right + wrong + 2) + 0.45 · min(1, help / tasks)
//   difficulty (interview) = 0.55 · (1 − substance) + 0.45 · min(1, help / tasks)
//       help = hints used + answer requests; tasks = max(1, own attempts + answer requests).
//   quality      = 0.65 · (own attempts + own questions) / n + 0.35 · lengthPart
//       how much of what the pupil wrote was work on the subject, and how substantial.
//   sessionQuality = 0.3 · engagement + 0.35 · comprehension + 0.2 · quality + 0.15 · independence
//       difficulty is left out: a hard session is not a worse one.

export function offlineScores(signals: TranscriptSignals, independence: Independence): SessionQuality {
  const n = signals.messages;
  const ownWork = signals.ownAttempts + signals.ownQuestions + signals.checkTurns;
  const lengthPart = Math.min(1, signals.averageWords / 12);
  const engagement =
    0.45 * Math.min(1, ownWork / 8) + 0.35 * lengthPart + 0.2 * Math.min(1, signals.ownQuestions / 3);

  const { right, wrong, answerRequests, hintRequests } = signals;
  const asked = 0.2 * signals.ownQuestions;
  const tasks = Math.max(1, signals.ownAttempts + answerRequests);
  const helpShare = Math.min(1, (signals.hintsUsed + answerRequests) / tasks);
  const substance = interviewSubstance(signals);
  const comprehension = signals.interview
    ? 0.3 + 0.7 * substance
    : (right + asked) / (right + wrong + answerRequests + 0.5 * hintRequests + asked + 1);
  const difficulty = signals.interview
    ? 0.55 * (1 - substance) + 0.45 * helpShare
    : 0.55 * ((wrong + 1) / (right + wrong + 2)) + 0.45 * helpShare;

  const quality = n ? 0.65 * ((signals.ownAttempts + signals.ownQuestions) / n) + 0.35 * lengthPart : 0;
  const sessionQuality = 0.3 * engagement + 0.35 * comprehension + 0.2 * quality + 0.15 * independence.score;

  return {
    difficulty: unit(difficulty),
    engagement: unit(engagement),
    quality: unit(quality),
    comprehension: unit(comprehension),
    sessionQuality: unit(sessionQuality),
  };
}

/** Interview only: how substantial the answers were (length and concrete examples), 0–1. */
export function interviewSubstance(signals: TranscriptSignals): number {
  const answers = signals.pupil.filter((t) => t.kind === "attempt");
  if (answers.length === 0) return 0;
  const averageWords = answers.reduce((sum, t) => sum + t.words, 0) / answers.length;
  return 0.5 * Math.min(1, averageWords / 25) + 0.5 * (signals.examples / answers.length);
}

const unit = (value: number) => round2(Math.min(1, Math.max(0, value)));
