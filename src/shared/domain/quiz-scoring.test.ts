import { describe, expect, it } from "vitest";
import { DIMENSIONS, type Dimension } from "./learning-profile.ts";
import { OPTION_KEYS, type OptionKey, QUIZ_QUESTIONS } from "./quiz.ts";
import {
  buildLearningProfile,
  FALLBACK_SIGNATURE,
  type QuizAnswers,
  SIGNATURES,
  scoreDimensions,
  signaturesFor,
  WEIGHTS,
} from "./quiz-scoring.ts";

/** For every question, the option that pushes `dimension` furthest in `direction`. */
function extremeAnswers(dimension: Dimension, direction: 1 | -1): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const q of QUIZ_QUESTIONS) {
    const best = [...OPTION_KEYS].sort(
      (a, b) => direction * ((WEIGHTS[q.id]?.[b]?.[dimension] ?? 0) - (WEIGHTS[q.id]?.[a]?.[dimension] ?? 0)),
    )[0] as OptionKey;
    answers[String(q.id)] = best;
  }
  return answers;
}

/** A small deterministic generator (LCG), so the sample of answer sets is the same every run. */
function randomAnswers(seed: number): QuizAnswers {
  let state = seed;
  const answers: QuizAnswers = {};
  for (const q of QUIZ_QUESTIONS) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    answers[String(q.id)] = OPTION_KEYS[state % 4] as OptionKey;
  }
  return answers;
}

describe("learning-profile scoring", () => {
  it("has weights for every option of every question", () => {
    for (const q of QUIZ_QUESTIONS) expect(Object.keys(WEIGHTS[q.id] ?? {})).toEqual([...OPTION_KEYS]);
  });

  it.each(DIMENSIONS)("lets %s reach +1 and -1", (dimension) => {
    expect(scoreDimensions(extremeAnswers(dimension, 1))[dimension]).toBe(1);
    expect(scoreDimensions(extremeAnswers(dimension, -1))[dimension]).toBe(-1);
  });

  it("keeps every dimension in [-1, 1] for any answers", () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const values = scoreDimensions(randomAnswers(seed));
      for (const d of DIMENSIONS) {
        expect(values[d]).toBeGreaterThanOrEqual(-1);
        expect(values[d]).toBeLessThanOrEqual(1);
      }
    }
  });

  it("is deterministic", () => {
    const answers = randomAnswers(42);
    expect(scoreDimensions(answers)).toEqual(scoreDimensions({ ...answers }));
  });

  it("names the matching signature first: all-visual answers give 'Augenmensch'", () => {
    const profile = buildLearningProfile(extremeAnswers("VIS", 1), new Date("2026-11-22T10:00:00Z"));
    expect(profile.dimensions.VIS).toBe(1);
    expect(profile.signatures).toContain("Augenmensch");
    expect(profile.primarySignature).toBe(profile.signatures[0]);
    expect(profile.completedAt).toBe("2026-11-22T10:00:00.000Z");
  });

  it("always gives one to three known signatures, and the fallback for a flat profile", () => {
    const names = new Set([...SIGNATURES.map((s) => s.name), FALLBACK_SIGNATURE.name]);
    for (let seed = 1; seed <= 300; seed++) {
      const signatures = signaturesFor(scoreDimensions(randomAnswers(seed)));
      expect(signatures.length).toBeGreaterThanOrEqual(1);
      expect(signatures.length).toBeLessThanOrEqual(3);
      for (const s of signatures) expect(names.has(s)).toBe(true);
    }
    const flat = Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as Record<Dimension, number>;
    expect(signaturesFor(flat)).toEqual([FALLBACK_SIGNATURE.name]);
  });

  it("can produce every signature", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 5000; seed++)
      for (const s of signaturesFor(scoreDimensions(randomAnswers(seed)))) seen.add(s);
    for (const d of DIMENSIONS)
      for (const dir of [1, -1] as const)
        for (const s of signaturesFor(scoreDimensions(extremeAnswers(d, dir)))) seen.add(s);
    expect([...SIGNATURES.map((s) => s.name)].filter((name) => !seen.has(name))).toEqual([]);
  });
});
