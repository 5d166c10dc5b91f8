import { describe, expect, it } from "vitest";
import CASES from "./plain-text.cases.json" with { type: "json" };
import { plainText } from "./plain-text.ts";

describe("the reply as the voice transcript shows it", () => {
  // Markdown in, transcript out (plain-text.cases.json). The cases from «1. Zähle» on pin the one
  // parse (decision 030): numbered lists keep their numbers, `*` between digits is no emphasis,
  // escaped marks stay, HTML tags go, code keeps its text, and the Markdown tree decides, not a guess.
  it.each(CASES)("%s", (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it("drops invisible characters", () => {
    expect(plainText("Hal\u200blo\u202e!")).toBe("Hallo!");
  });
});
