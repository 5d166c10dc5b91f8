import {
  DIMENSIONS,
  type Dimension,
  type DimensionValues,
  type LearningProfile,
} from "./learning-profile.ts";
import { OPTION_KEYS, type OptionKey, QUIZ_QUESTIONS } from "./quiz.ts";

// From quiz answers to a learning profile: a deterministic, documented model
// (docs/decisions/006-learning-profile-model.md).
//
// 1. Each option of each question moves some dimensions up or down (WEIGHTS).
// 2. A dimension's raw score is the sum over the pupil's answers.
// 3. It is scaled by how far the quiz can move it in that direction: a positive raw score is
//    divided by the largest positive sum any set of answers can reach, a negative one by the
//    largest negative sum. So +1 means "in every question touching this dimension you chose
//    the answer furthest toward its first pole", -1 the same toward the second pole, and every
//    value lies in [-1, 1].
// 4. Signatures are named patterns over the dimensions (SIGNATURES); the pupil's are those whose
//    match is at least SIGNATURE_THRESHOLD, best first.
export const MODEL_VERSION = 1;

type Weights = Partial<Record<Dimension, number>>;

// The four sense channels: the chosen one +1, the three others a little down.
const SENSES = ["VIS", "AUD", "KIN", "TXT"] as const;
function sense(dimension: (typeof SENSES)[number]): Weights {
  return Object.fromEntries(SENSES.map((d) => [d, d === dimension ? 1 : -0.34]));
}

export const WEIGHTS: Record<number, Record<OptionKey, Weights>> = {
  1: { A: sense("VIS"), B: sense("AUD"), C: sense("KIN"), D: sense("TXT") },
  2: { A: sense("VIS"), B: sense("AUD"), C: sense("KIN"), D: sense("TXT") },
  3: {
    A: { STR: 1, TXT: 0.3, PROC: 0.3 },
    B: { VIS: 0.5, STR: 0.3 },
    C: { KIN: 0.5, STR: -1, ERR: 0.5 },
    D: { AUD: 0.3, SOC: 0.5, ERR: -0.3 },
  },
  4: {
    A: { STR: 1 },
    B: { STR: 0.3, PROC: 0.3 },
    C: { STR: -1, MOT: 0.5, PLAN: -0.3 },
    D: { STR: -0.5, MOT: 0.5, PROC: 0.3 },
  },
  5: { A: { PROC: -1 }, B: { PROC: 1 }, C: { PROC: 0.5, TXT: 0.5 }, D: { PROC: 0.3, AUD: 0.5, SOC: 0.3 } },
  6: {
    A: { STR: 0.5, PLAN: 0.5 },
    B: { PROC: -0.5, PLAN: -0.5 },
    C: { PROC: 1 },
    D: { PROC: -0.5, STR: 0.3 },
  },
  7: { A: { ERR: 1 }, B: { ERR: -0.5 }, C: { ERR: -1, MOT: -0.3 }, D: { ERR: 0.5, PROC: 0.5 } },
  8: { A: { FB: -1, PROC: -0.3 }, B: { FB: 0.3 }, C: { FB: 1 }, D: { FB: 0.5, ERR: 0.3 } },
  9: { A: { MOT: 1 }, B: { MOT: -1 }, C: { MOT: 0.3, PLAN: 0.5 }, D: { SOC: 1, MOT: -0.3 } },
  10: { A: sense("AUD"), B: sense("VIS"), C: sense("KIN"), D: sense("TXT") },
  11: {
    A: { FB: -0.5, SOC: 0.3, PROC: -0.3 },
    B: { SOC: -0.5, TXT: 0.5, FB: 0.3 },
    C: { SOC: 0.5 },
    D: { VIS: 0.5, AUD: 0.3 },
  },
  12: { A: { FB: -0.5, STR: 0.3 }, B: { ERR: 0.5, PROC: 0.3 }, C: { MOT: -0.5, ERR: -0.5 }, D: { FB: 1 } },
  13: { A: { SEN: 1 }, B: { SEN: -0.3, AUD: 0.3 }, C: { SEN: -1 }, D: { SEN: -0.5, KIN: 0.3, STR: -0.3 } },
  14: { A: { PLAN: 1, STR: 0.5 }, B: { PLAN: 0.5 }, C: { PLAN: -0.5, STR: -0.5 }, D: { PLAN: -1 } },
  15: { A: { SOC: -1, SEN: 0.3 }, B: { SOC: 0.5 }, C: { SOC: 1 }, D: { SOC: 0.2, PROC: 0.3 } },
  16: {
    A: { SEN: 0.5, PROC: 0.5 },
    B: { STR: 0.5, PLAN: 0.3 },
    C: { SEN: 1 },
    D: { MOT: 0.5, SEN: -0.3 },
  },
  17: {
    A: { SOC: 0.5, ERR: 0.5, PROC: -0.3 },
    B: { PLAN: 0.5, ERR: -0.3 },
    C: { SOC: -0.5, TXT: 0.5, ERR: -0.3 },
    D: { SOC: 0.5, ERR: -0.3 },
  },
};

export type QuizAnswers = Record<string, OptionKey>;

/** The largest sums the quiz can reach for each dimension, upwards and downwards. */
export const REACH = (() => {
  const up = zeroes();
  const down = zeroes();
  for (const question of QUIZ_QUESTIONS) {
    for (const d of DIMENSIONS) {
      const values = OPTION_KEYS.map((key) => WEIGHTS[question.id]?.[key]?.[d] ?? 0);
      up[d] += Math.max(0, ...values);
      down[d] += Math.max(0, ...values.map((v) => -v));
    }
  }
  return { up, down };
})();

function zeroes(): DimensionValues {
  return Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as DimensionValues;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Dimension values in [-1, 1], rounded to two decimals. `answers` must be complete. */
export function scoreDimensions(answers: QuizAnswers): DimensionValues {
  const raw = zeroes();
  for (const question of QUIZ_QUESTIONS) {
    const key = answers[String(question.id)];
    if (!key) throw new Error(`question ${question.id} is not answered`);
    for (const [d, weight] of Object.entries(WEIGHTS[question.id]?.[key] ?? {}))
      raw[d as Dimension] += weight;
  }
  const values = zeroes();
  for (const d of DIMENSIONS) {
    const scale = raw[d] >= 0 ? REACH.up[d] : REACH.down[d];
    values[d] = scale === 0 ? 0 : round2(Math.max(-1, Math.min(1, raw[d] / scale)));
  }
  return values;
}

export type Signature = { name: string; description: string; pattern: Weights };

// Named learning signatures, in the order that breaks ties. Gender-neutral names.
export const SIGNATURES: readonly Signature[] = [
  { name: "Augenmensch", description: "Du verstehst am besten, was du sehen kannst.", pattern: { VIS: 1 } },
  {
    name: "Ohrenmensch",
    description: "Zuhören und Erklären bringen dich am weitesten.",
    pattern: { AUD: 1 },
  },
  { name: "Praxis-Talent", description: "Du lernst, indem du selbst etwas tust.", pattern: { KIN: 1 } },
  { name: "Wortmensch", description: "Lesen und Schreiben helfen dir beim Denken.", pattern: { TXT: 1 } },
  {
    name: "Strukturprofi",
    description: "Mit einem Plan und klaren Schritten lernst du am besten.",
    pattern: { STR: 1, PLAN: 1 },
  },
  {
    name: "Nachdenk-Talent",
    description: "Du denkst Dinge gründlich und in Ruhe durch.",
    pattern: { PROC: 1 },
  },
  {
    name: "Schnellstart-Talent",
    description: "Du legst schnell los und lernst unterwegs.",
    pattern: { PROC: -1, STR: -1 },
  },
  {
    name: "Entdeckergeist",
    description: "Neugier treibt dich an, und du gehst gern eigene Wege.",
    pattern: { MOT: 1, STR: -1 },
  },
  { name: "Teamplayer", description: "Mit anderen zusammen lernst du am liebsten.", pattern: { SOC: 1 } },
  {
    name: "Solo-Talent",
    description: "Allein kannst du dich am besten konzentrieren.",
    pattern: { SOC: -1 },
  },
  {
    name: "Ausprobier-Talent",
    description: "Fehler schrecken dich nicht – du probierst mutig aus.",
    pattern: { ERR: 1, KIN: 0.5 },
  },
  { name: "Ruhe-Mensch", description: "In einer ruhigen Umgebung lernst du am besten.", pattern: { SEN: 1 } },
  {
    name: "Neugier-Mensch",
    description: "Was dich interessiert, lernst du wie von selbst.",
    pattern: { MOT: 1 },
  },
  {
    name: "Ziel-Mensch",
    description: "Klare Ziele und Anerkennung spornen dich an.",
    pattern: { MOT: -1, PLAN: 0.5 },
  },
  {
    name: "Feedback-Fan",
    description: "Du willst sofort wissen, ob du auf dem richtigen Weg bist.",
    pattern: { FB: -1 },
  },
  {
    name: "Selbstprüfer-Talent",
    description: "Du prüfst deine Arbeit gern zuerst selbst.",
    pattern: { FB: 1, ERR: 0.5 },
  },
];

export const FALLBACK_SIGNATURE: Signature = {
  name: "Vielseitiges Lerntalent",
  description: "Du lernst auf viele Arten – du kannst dich gut auf Neues einstellen.",
  pattern: {},
};

export const SIGNATURE_THRESHOLD = 0.4;
export const MAX_SIGNATURES = 3;

/** How well the profile matches a pattern: the pattern-weighted mean of the dimensions. */
export function signatureMatch(dimensions: DimensionValues, pattern: Weights): number {
  const entries = Object.entries(pattern) as Array<[Dimension, number]>;
  const total = entries.reduce((sum, [, w]) => sum + Math.abs(w), 0);
  return total === 0 ? 0 : entries.reduce((sum, [d, w]) => sum + w * dimensions[d], 0) / total;
}

export function signaturesFor(dimensions: DimensionValues): string[] {
  const matches = SIGNATURES.map((s, order) => ({ s, order, match: signatureMatch(dimensions, s.pattern) }))
    .filter((m) => m.match >= SIGNATURE_THRESHOLD)
    .sort((a, b) => b.match - a.match || a.order - b.order)
    .slice(0, MAX_SIGNATURES)
    .map((m) => m.s.name);
  return matches.length > 0 ? matches : [FALLBACK_SIGNATURE.name];
}

export function findSignature(name: string): Signature | undefined {
  return [...SIGNATURES, FALLBACK_SIGNATURE].find((s) => s.name === name);
}

export function buildLearningProfile(answers: QuizAnswers, completedAt: Date): LearningProfile {
  const dimensions = scoreDimensions(answers);
  const signatures = signaturesFor(dimensions);
  return {
    dimensions,
    signatures,
    primarySignature: signatures[0] ?? FALLBACK_SIGNATURE.name,
    modelVersion: MODEL_VERSION,
    completedAt: completedAt.toISOString(),
  };
}
