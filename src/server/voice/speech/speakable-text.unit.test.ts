import { describe, expect, it } from "vitest";
import CASES from "./speakable-text.cases.json" with { type: "json" };
import { speakableText, splitForSpeech } from "./speakable-text.ts";

describe("speakableText", () => {
  // Markdown in, spoken text out (speakable-text.cases.json); the cases from «1. Zähle» on pin the
  // one parse of decision 030.
  it.each(CASES)("%j → %j", (input, expected) => {
    expect(speakableText(input)).toBe(expected);
  });
});

describe("splitForSpeech", () => {
  it("keeps short text whole and cuts long text at sentences, then at spaces", () => {
    expect(splitForSpeech("Kurz. Auch kurz.", 300)).toEqual(["Kurz. Auch kurz."]);
    expect(splitForSpeech("Eins zwei. Drei vier. Fünf.", 12)).toEqual(["Eins zwei.", "Drei vier.", "Fünf."]);
    const pieces = splitForSpeech("wort ".repeat(100).trim(), 50);
    expect(pieces.every((p) => p.length <= 50)).toBe(true);
    expect(pieces.join(" ")).toBe("wort ".repeat(100).trim());
    expect(splitForSpeech("x".repeat(25), 10)).toEqual(["x".repeat(10), "x".repeat(10), "x".repeat(5)]);
  });
});

describe("help numbers (rule 5)", () => {
  it("reads 147, 144 and 117 digit by digit in a sentence about getting help", () => {
    expect(
      speakableText("Ruf die **147** an, schick ein SMS an die **147** oder schreib im Chat auf **147.ch**."),
    ).toBe(
      "Ruf die, eins, vier, sieben, an, schick ein SMS an die, eins, vier, sieben, oder schreib im Chat auf eins, vier, sieben Punkt c h.",
    );
    expect(
      speakableText("Wenn du in Gefahr bist, ruf sofort **144** (Sanität) oder **117** (Polizei) an."),
    ).toContain("ruf sofort, eins, vier, vier, (Sanität) oder, eins, eins, sieben, (Polizei) an");
  });

  it("leaves numbers in a sum alone", () => {
    expect(speakableText("21 · 7 = 147")).toBe("21 mal 7 gleich 147");
    expect(speakableText("Ruf dir 1470 und 14.7 in Erinnerung")).toBe("Ruf dir 1470 und 14.7 in Erinnerung");
  });
});
