import { readFileSync } from "node:fs";
import { CRISIS_KINDS, type CrisisKind } from "../crisis-kinds.ts";
import { messageFeatures } from "./features.ts";
import { probabilities, type SoftmaxModel } from "./softmax.ts";

// The classifier half of the offline detector (decision 019): a small model trained on the
// labelled corpus (`npm run safety:train` writes model.json from tests/safety/tune/), which
// catches wordings no rule names, because it scores pieces of words and word pairs, not whole
// phrases. It flags a message when its probability of a crisis reaches the threshold chosen
// in training by cross-validation on the corpus.

export type TrainedModel = SoftmaxModel & {
  /** sha256 of the training files, so a test can tell when the model is older than the corpus. */
  corpus: string;
  threshold: number;
};

const MODEL_FILE = new URL("./model.json", import.meta.url);
const model: TrainedModel = JSON.parse(readFileSync(MODEL_FILE, "utf8"));

export type ClassifierMatch = { kind: CrisisKind; score: number };

/** The model's crisis probability for a message, and its likeliest kind. */
export function crisisScore(text: string): ClassifierMatch {
  const p = probabilities(model, messageFeatures(text));
  let best = 1;
  for (let c = 2; c < p.length; c++) if ((p[c] as number) > (p[best] as number)) best = c;
  const kind = model.classes[best] as CrisisKind;
  return { kind: CRISIS_KINDS.includes(kind) ? kind : "suicide", score: 1 - (p[0] as number) };
}

/** A crisis the classifier sees, or null. */
export function classifyCrisis(text: string): ClassifierMatch | null {
  const match = crisisScore(text);
  return match.score >= model.threshold ? match : null;
}
