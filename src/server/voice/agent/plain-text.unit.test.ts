import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text.ts";

describe("the reply as the voice transcript shows it", () => {
  it.each([
    ["Was gibt $\\frac{3}{4}$ + $\\frac{1}{8}$?", "Was gibt 3/4 + 1/8?"],
    ["$$\\frac{x+1}{2} \\cdot 3$$", "(x+1)/2 · 3"],
    ["\\(\\sqrt{16} = 4\\)", "√16 = 4"],
    ["$x^{2} \\leq 9$", "x^2 ≤ 9"],
    ["**Super!** Das ist *fast* richtig.", "Super! Das ist fast richtig."],
    [
      "## Schritt 1\n- erst `3 * 4`\n- dann [die Regel](https://example.ch)",
      "Schritt 1\nerst 3 * 4\ndann die Regel",
    ],
    ["| a | b |\n|---|---|\n| 1 | 2 |", "a, b\n1, 2"],
    ["Das kostet 5 $ und 3 $.", "Das kostet 5 $ und 3 $."],
  ])("%s", (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it("drops invisible characters", () => {
    expect(plainText("Hal\u200blo\u202e!")).toBe("Hallo!");
  });
});
