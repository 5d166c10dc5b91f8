import { describe, expect, it } from "vitest";
import CASES from "./helpline.cases.json" with { type: "json" };
import { isHelplineAnswer } from "./helpline.ts";

// The server's crisis answer as the chat shows it (Markdown) and as the local voice agent sends
// it to the voice screen (plain text, see src/server/voice/agent/plain-text.ts).
const CRISIS_MARKDOWN =
  "Danke, dass du mir das schreibst. Es klingt, als ginge es dir gerade sehr schlecht.\n\n" +
  "Bei Pro Juventute kannst du jederzeit mit jemandem reden: Ruf die **147** an oder schreib im Chat auf " +
  "**147.ch**. Das ist gratis, anonym und rund um die Uhr möglich.\n\n" +
  "Wenn du gerade in Gefahr bist, ruf sofort **144** (Sanität) oder **117** (Polizei) an.";
const CRISIS_PLAIN = CRISIS_MARKDOWN.replaceAll("**", "");

describe("isHelplineAnswer", () => {
  // Short answers that name the helpline, and ones that only look like it: helpline.cases.json.
  it.each([
    ["the server's crisis answer in Markdown", CRISIS_MARKDOWN],
    ["the same as the voice agent's plain text", CRISIS_PLAIN],
    ...CASES.helpline,
  ])("is true for %s", (_what, text) => {
    expect(isHelplineAnswer(text)).toBe(true);
  });

  it.each(CASES.noHelpline)("is false for %s", (_what, text) => {
    expect(isHelplineAnswer(text)).toBe(false);
  });

  it("is false when the call words are far from the number", () => {
    const text = `Ruf mich, wenn du bereit bist. ${"Wir rechnen weiter. ".repeat(6)}7 mal 21 ist 147.`;
    expect(isHelplineAnswer(text)).toBe(false);
  });
});
