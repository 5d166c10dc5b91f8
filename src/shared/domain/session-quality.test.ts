import { describe, expect, it } from "vitest";
import { qualityWord } from "./session-quality.ts";

describe("qualityWord", () => {
  // The word scale of docs/product.md §5.6, each threshold included.
  it.each([
    [1, "Ausgezeichnet"],
    [0.8, "Ausgezeichnet"],
    [0.79, "Gut"],
    [0.6, "Gut"],
    [0.59, "Befriedigend"],
    [0.4, "Befriedigend"],
    [0.39, "Ausreichend"],
    [0.2, "Ausreichend"],
    [0.19, "Mangelhaft"],
    [0, "Mangelhaft"],
  ])("names the score %s «%s»", (score, word) => {
    expect(qualityWord(score)).toBe(word);
  });

  it("gives the lowest word for a value that is not a number", () => {
    expect(qualityWord(Number.NaN)).toBe("Mangelhaft");
  });
});
