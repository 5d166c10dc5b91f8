import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import CASES from "./math-notation.cases.json" with { type: "json" };
import { withMathNotation } from "./math-notation.ts";
import { createOfflineTutorModel } from "./offline-model.ts";

describe("math notation in chat replies", () => {
  // Plain tutor text and its LaTeX form: math-notation.cases.json.
  it.each(CASES)("%s", (input, expected) => {
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
