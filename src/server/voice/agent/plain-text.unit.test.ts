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
    // One parse (decision 030): numbered lists keep their numbers, `*` between digits is no emphasis,
    // escaped marks stay, HTML tags go, code keeps its text, and the Markdown tree decides, not a guess.
    ["1. Zähle\n2. Teile", "1. Zähle\n2. Teile"],
    ["2*3*4 = 24 und a*b", "2*3*4 = 24 und a*b"],
    ["Text mit \\$5 und \\*Stern\\*", "Text mit $5 und *Stern*"],
    ["<b>fett</b> und a<b", "fett und a<b"],
    ["```js\nconst x = 1;\n```\n\nFertig.", "const x = 1;\n\nFertig."],
    ["\\[\\frac{1}{\\frac{2}{3}}\\]", "1/(2/3)"],
  ])("%s", (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it("drops invisible characters", () => {
    expect(plainText("Hal\u200blo\u202e!")).toBe("Hallo!");
  });
});
