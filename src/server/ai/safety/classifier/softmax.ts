import { messageFeatures } from "./features.ts";

// A multinomial logistic regression over messageFeatures (decision 019): small, trained in a
// second on the labelled corpus, deterministic (fixed order, no randomness), and readable as
// plain numbers. Class 0 is "no crisis"; the others are the crisis kinds.

export type SoftmaxModel = {
  classes: readonly string[];
  bias: number[];
  /** feature → one weight per class */
  weights: Record<string, number[]>;
};

export type Example = { text: string; label: string };

// Chosen by 5-fold cross-validation on the tune split (decision 019).
export const TRAINING = { epochs: 25, learningRate: 0.5, l2: 1e-3 } as const;

export function trainSoftmax(
  examples: readonly Example[],
  classes: readonly string[],
  featuresOf: (text: string) => string[] = messageFeatures,
): SoftmaxModel {
  const index = new Map(classes.map((c, i) => [c, i]));
  const weights = new Map<string, number[]>();
  const bias = classes.map(() => 0);
  const rows = examples.map((e) => ({ features: featuresOf(e.text), label: index.get(e.label) ?? 0 }));
  const { epochs, learningRate, l2 } = TRAINING;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = learningRate / (1 + epoch / 5);
    for (const { features, label } of rows) {
      const p = probabilities({ classes, bias, weights }, features);
      const scale = 1 / Math.sqrt(features.length || 1);
      for (let c = 0; c < classes.length; c++) {
        const gradient = (p[c] as number) - (c === label ? 1 : 0);
        bias[c] = (bias[c] as number) - rate * gradient;
        for (const f of features) {
          let w = weights.get(f);
          if (!w) {
            w = classes.map(() => 0);
            weights.set(f, w);
          }
          w[c] = (w[c] as number) - rate * (gradient * scale + l2 * (w[c] as number));
        }
      }
    }
  }
  return { classes, bias, weights: Object.fromEntries(weights) };
}

type Weights = Pick<Map<string, number[]>, "get"> | Record<string, number[]>;

/** Class probabilities for a message's features. */
export function probabilities(
  model: { classes: readonly string[]; bias: readonly number[]; weights: Weights },
  features: readonly string[],
): number[] {
  const { weights } = model;
  const lookup =
    weights instanceof Map
      ? (f: string) => weights.get(f)
      : (f: string) => (weights as Record<string, number[]>)[f];
  const scale = 1 / Math.sqrt(features.length || 1);
  const logits = [...model.bias];
  for (const f of features) {
    const w = lookup(f);
    if (!w) continue;
    for (let c = 0; c < logits.length; c++) logits[c] = (logits[c] as number) + (w[c] as number) * scale;
  }
  const top = Math.max(...logits);
  const exp = logits.map((z) => Math.exp(z - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** Drops weights too small to matter and rounds the rest, so the model file stays small. */
export function pruned(model: SoftmaxModel, smallest = 0.02, decimals = 3): SoftmaxModel {
  const round = (n: number) => Number(n.toFixed(decimals));
  const weights: Record<string, number[]> = {};
  for (const [f, w] of Object.entries(model.weights)) {
    if (w.some((x) => Math.abs(x) >= smallest)) weights[f] = w.map(round);
  }
  return { classes: model.classes, bias: model.bias.map(round), weights };
}
