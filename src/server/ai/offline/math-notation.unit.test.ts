import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { withMathNotation } from "./math-notation.ts";
import { createOfflineTutorModel } from "./offline-model.ts";

describe("math notation in chat replies", () => {
  it.each([
    ["Was gibt 3/4 + 1/8?", "Was gibt $\\frac{3}{4}$ + $\\frac{1}{8}$?"],
    ["Erweitere 1 / 2 auf Achtel.", "Erweitere $\\frac{1}{2}$ auf Achtel."],
    ["Am 22/11/2026 üben wir.", "Am 22/11/2026 üben wir."],
    ["Siehe https://147.ch/1/2 dazu", "Siehe https://147.ch/1/2 dazu"],
    ["1,5/3 bleibt", "1,5/3 bleibt"],
    ["Keine Brüche hier: 7 · 8", "Keine Brüche hier: 7 · 8"],
  ])("%s", (input, expected) => {
    expect(withMathNotation(input)).toBe(expected);
  });

  it("writes LaTeX in Mathematik chats, plain text for speech and other subjects", async () => {
    const model = createOfflineTutorModel({ chunkDelayMs: 0 });
    const ask = async (lernfunke: Record<string, string>) =>
      (
        await generateText({
          model,
          prompt: "Was ist 3/4 + 1/8?",
          providerOptions: { lernfunke },
        })
      ).text;
    expect(await ask({ subjectId: "mathematik" })).toMatch(/\$\\frac\{\d+\}\{\d+\}\$/);
    expect(await ask({ subjectId: "mathematik", format: "speech" })).not.toContain("\\frac");
    expect(await ask({ subjectId: "physik" })).not.toContain("\\frac");
  });
});
