import { ANALYSIS_DIMENSIONS, type Dimension } from "#shared/domain/learning-profile.ts";
import { round2 } from "./independence.ts";
import type { PupilTurnKind, TranscriptSignals } from "./transcript-signals.ts";

// The learning profile of a session (offline producer): only what THIS session showed, as
// preferences (issue 16). The screen introduces it with "So hast du in dieser Session gelernt",
// so it never repeats the quiz, and a session that shows nothing gives an empty profile (the
// section then has nothing to show). +1 is the first pole of each dimension
// (learning-profile.ts); both poles are ways of learning, neither is a weakness. One session is
// little evidence, so a value stays within ±0.2 (MAX_NUDGE):
//   ERR  + (errors as a chance): 0.2 · (new tries − requests for the answer right after a
//        wrong answer) / wrong answers.
//   FB   − (wants feedback now): −0.07 per «stimmt das?»-question, at most −0.2.
//   MOT  + (curiosity): +0.07 per own why-question (warum, wieso, weshalb …), at most +0.2.
//   STR  + (clear steps): +0.07 per request for steps (Schritt für Schritt, wie geht das …).
//   VIS  + (pictures): +0.07 per request for a picture or sketch.
//   PROC + (thorough): +0.1 with on average ≥ 12 words per own turn, +0.2 with ≥ 20;
//        − (quick): −0.1 with ≤ 3 words on average over at least 4 own turns. Own turns are
//        attempts, own questions and checks: «ok» and «hmm» say nothing about how one thinks.
// The other dimensions (AUD, KIN, SEN, PLAN, SOC) cannot be read from a chat and are left out.
// ERR and MOT show only their first pole (kept going after a mistake, asked why), for both
// producers: one give-up or a session without why-questions is no evidence of a trait, and
// "Fehlerfreundlichkeit" or "Motivation" shown low reads to a child as a weakness (issue 16).
// Values are rounded to 2 decimals.

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
  const own = signals.pupil.filter((t) => OWN_TURN.has(t.kind));
  const averageWords = own.length ? own.reduce((n, t) => n + t.words, 0) / own.length : 0;
  if (averageWords >= 20) add("PROC", 0.2);
  else if (averageWords >= 12) add("PROC", 0.1);
  else if (own.length >= 4 && averageWords <= 3) add("PROC", -0.1);
  return nudges;
}

const OWN_TURN = new Set<PupilTurnKind>(["attempt", "question", "check"]);

/** The profile to store with the analysis: this session's values only (ANALYSIS_DIMENSIONS). */
/** Dimensions a session shows only with their first pole (see above). */
const FIRST_POLE_ONLY: ReadonlySet<Dimension> = new Set(["ERR", "MOT"]);

export function sessionProfile(
  nudges: Partial<Record<Dimension, number>>,
): Partial<Record<Dimension, number>> {
  const profile: Partial<Record<Dimension, number>> = {};
  for (const dimension of ANALYSIS_DIMENSIONS) {
    const value = nudges[dimension];
    if (value === undefined || !Number.isFinite(value)) continue;
    const rounded = round2(clamp(value, -MAX_NUDGE, MAX_NUDGE));
    if (rounded > 0 || (rounded < 0 && !FIRST_POLE_ONLY.has(dimension))) profile[dimension] = rounded;
  }
  return profile;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
