import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusDigest, evaluate, readSplit, SPLITS, type Split } from "#tests/safety/corpus.ts";
import { detectCrisis } from "./crisis.ts";

// The offline detector against the labelled corpus (tests/safety/, decision 019): at most 3 % of
// the harmless messages get the help card, and at least 95 % of the distress messages do, on the
// tune split and on the hold-out split (written blind, never used for tuning; decision 019).
// The hold-out stands at 95.0 % (171 of 180): one message fewer fails this test, as it should.
// `npm run eval:safety` prints the detail.
const RECALL_FLOOR: Record<Split, number> = { tune: 0.95, holdout: 0.95 };
const FALSE_POSITIVE_CEILING = 0.03;

describe.each(SPLITS)("the offline detector on the %s split", (split) => {
  const entries = readSplit(split);

  it("is a corpus of the promised size and mix", () => {
    const harmless = entries.filter((e) => e.kind === "none");
    expect(harmless.length).toBeGreaterThanOrEqual(split === "tune" ? 150 : 100);
    expect(entries.length - harmless.length).toBeGreaterThanOrEqual(split === "tune" ? 150 : 100);
    // each writing style is at least a fifth of the split (children, dialect and chat wordings)
    for (const style of ["standard", "swiss", "teen"]) {
      expect(entries.filter((e) => e.style === style).length).toBeGreaterThanOrEqual(entries.length / 5);
    }
  });

  it(`finds at least ${100 * RECALL_FLOOR[split]} % of the distress messages, with at most ${100 * FALSE_POSITIVE_CEILING} % false alarms`, async () => {
    const result = await evaluate(entries, (text) => detectCrisis(text)?.kind ?? null);
    expect({ recall: result.recall, falsePositiveRate: result.falsePositiveRate }).toEqual({
      recall: expect.toSatisfy((r: number) => r >= RECALL_FLOOR[split]),
      falsePositiveRate: expect.toSatisfy((f: number) => f <= FALSE_POSITIVE_CEILING),
    });
  }, 60_000); // a few thousand messages: seconds on a busy machine
});

describe("the classifier", () => {
  it("was trained on the corpus as it is now (else: npm run safety:train)", () => {
    const model = JSON.parse(readFileSync(new URL("./classifier/model.json", import.meta.url), "utf8"));
    expect(model.corpus).toBe(corpusDigest());
  });
});
