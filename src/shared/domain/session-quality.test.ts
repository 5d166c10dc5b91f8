import { describe, expect, it } from "vitest";
import { qualityWord } from "./session-quality.ts";

describe("qualityWord", () => {
  it("names the score with the word scale of docs/product.md §5.6, each threshold included", () => {
    expect(qualityWord(1)).toBe("Ausgezeichnet");
    expect(qualityWord(0.8)).toBe("Ausgezeichnet");
    expect(qualityWord(0.79)).toBe("Gut");
    expect(qualityWord(0.6)).toBe("Gut");
    expect(qualityWord(0.59)).toBe("Befriedigend");
    expect(qualityWord(0.4)).toBe("Befriedigend");
    expect(qualityWord(0.39)).toBe("Ausreichend");
    expect(qualityWord(0.2)).toBe("Ausreichend");
    expect(qualityWord(0.19)).toBe("Mangelhaft");
    expect(qualityWord(0)).toBe("Mangelhaft");
  });

  it("gives the lowest word for a value that is not a number", () => {
    expect(qualityWord(Number.NaN)).toBe("Mangelhaft");
  });
});
