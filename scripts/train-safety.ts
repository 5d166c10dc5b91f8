// `npm run safety:train`: trains the offline crisis classifier on the tune split of the safety
// corpus (tests/safety/tune/*.jsonl) and writes src/server/ai/safety/classifier/model.json
// (decision 019). The threshold is chosen by 5-fold cross-validation on the same split: the
// lowest that keeps the classifier's own false alarms at or below TARGET_FALSE_POSITIVES.
// Deterministic: the same corpus gives the same model. Run it after changing the corpus.
import { readFileSync, writeFileSync } from "node:fs";
import type { TrainedModel } from "#server/ai/safety/classifier/crisis-classifier.ts";
import { messageFeatures } from "#server/ai/safety/classifier/features.ts";
import { probabilities, pruned, trainSoftmax } from "#server/ai/safety/classifier/softmax.ts";
import { CRISIS_KINDS } from "#server/ai/safety/crisis-kinds.ts";
import { corpusDigest, readSplit, splitFiles } from "#tests/safety/corpus.ts";

const TARGET_FALSE_POSITIVES = 0.015;
const FOLDS = 5;
const CLASSES = ["none", ...CRISIS_KINDS];

const entries = readSplit("tune");
const examples = entries.map((e) => ({ text: e.text, label: e.kind }));

// Cross-validation: every message is scored by a model that did not see it.
const scored: { crisis: boolean; score: number }[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const model = trainSoftmax(
    examples.filter((_, i) => i % FOLDS !== fold),
    CLASSES,
  );
  examples.forEach((e, i) => {
    if (i % FOLDS !== fold) return;
    const p = probabilities(model, messageFeatures(e.text));
    scored.push({ crisis: e.label !== "none", score: 1 - (p[0] as number) });
  });
}
const rate = (threshold: number, crisis: boolean) => {
  const group = scored.filter((s) => s.crisis === crisis);
  return group.filter((s) => s.score >= threshold).length / group.length;
};
let threshold = 0.99;
for (let t = 0.2; t < 0.99; t += 0.01) {
  if (rate(t, false) <= TARGET_FALSE_POSITIVES) {
    threshold = Number(t.toFixed(2));
    break;
  }
}

const model: TrainedModel = {
  corpus: corpusDigest(),
  threshold,
  ...pruned(trainSoftmax(examples, CLASSES), 0.15, 2),
};
const file = new URL("../src/server/ai/safety/classifier/model.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(
  `trained on ${examples.length} messages (${splitFiles("tune").length} files); threshold ${threshold}: ` +
    `cross-validated recall ${(100 * rate(threshold, true)).toFixed(1)} %, false positives ${(100 * rate(threshold, false)).toFixed(1)} %; ` +
    `${Object.keys(model.weights).length} features, ${(readFileSync(file).length / 1024).toFixed(0)} KB`,
);
