import {
  ANALYSIS_DIMENSIONS,
  type Dimension,
  type DimensionValues,
} from "#shared/domain/learning-profile.ts";
import { round2 } from "./independence.ts";
import type { TranscriptSignals } from "./transcript-signals.ts";

// The learning profile after a session (offline producer): the pupil's quiz profile (12
// dimensions) without TXT, nudged by what the transcript shows. +1 is the first pole of each
// dimension (learning-profile.ts). A session moves a dimension by at most ±0.2 (MAX_NUDGE):
//   ERR  + (errors as a chance): 0.2 · (new tries − requests for the answer right after a
//        wrong answer) / wrong answers.
//   FB   − (wants feedback now): −0.07 per «stimmt das?»-question, at most −0.2.
//   MOT  + (curiosity): +0.07 per own why-question (warum, wieso, weshalb …), at most +0.2.
//   STR  + (clear steps): +0.07 per request for steps (Schritt für Schritt, wie geht das …).
//   VIS  + (pictures): +0.07 per request for a picture or sketch.
//   PROC + (thorough): +0.1 with on average ≥ 12 words per message, +0.2 with ≥ 20;
//        − (quick): −0.1 with ≤ 3 words on average over at least 4 messages.
// The other dimensions (AUD, KIN, SEN, PLAN, SOC) cannot be read from a chat; they keep the
// quiz value. Without a quiz profile only dimensions with evidence appear, starting from 0,
// and an empty object means "nothing to say yet". Values are clamped to [−1, 1], 2 decimals.

export const MAX_NUDGE = 0.2;
const STEP = 0.07;

export function profileNudges(signals: TranscriptSignals): Partial<Record<Dimension, number>> {
  const nudges: Partial<Record<Dimension, number>> = {};
  const add = (dimension: Dimension, delta: number) => {
    if (delta !== 0) nudges[dimension] = clamp(delta, -MAX_NUDGE, MAX_NUDGE);
  };
  if (signals.wrong > 0) {
    add("ERR", (MAX_NUDGE * (signals.persistedAfterWrong - signals.gaveUpAfterWrong)) / signals.wrong);
  }
  add("FB", -STEP * signals.checkRequests);
  add("MOT", STEP * signals.whyQuestions);
  add("STR", STEP * signals.stepsRequests);
  add("VIS", STEP * signals.visualRequests);
  if (signals.averageWords >= 20) add("PROC", 0.2);
  else if (signals.averageWords >= 12) add("PROC", 0.1);
  else if (signals.messages >= 4 && signals.averageWords <= 3) add("PROC", -0.1);
  return nudges;
}

/** The profile to store with the analysis (ANALYSIS_DIMENSIONS only). */
export function nudgedProfile(
  quiz: DimensionValues | null | undefined,
  nudges: Partial<Record<Dimension, number>>,
): Partial<Record<Dimension, number>> {
  const profile: Partial<Record<Dimension, number>> = {};
  for (const dimension of ANALYSIS_DIMENSIONS) {
    const base = quiz ? quiz[dimension] : undefined;
    const nudge = nudges[dimension];
    const known = typeof base === "number" && Number.isFinite(base);
    if (!known && nudge === undefined) continue;
    const value = (known ? base : 0) + clamp(nudge ?? 0, -MAX_NUDGE, MAX_NUDGE);
    profile[dimension] = round2(clamp(value, -1, 1));
  }
  return profile;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
