import { describe, expect, it } from "vitest";
import { speakableText, splitForSpeech } from "./speakable-text.ts";

describe("speakableText", () => {
  it.each([
    ["**Super!** Das ist _richtig_.", "Super! Das ist richtig."],
    ["## Brüche\n- erstens\n- zweitens", "Brüche. erstens. zweitens"],
    ["Siehe [die Übersicht](https://example.org/x) 🙂", "Siehe die Übersicht"],
    ["Mehr unter https://example.org/brueche.", "Mehr unter"],
    ["> Zitat mit `Code`", "Zitat mit Code"],
    ["Es sind $\\frac{3}{4}$ der Torte.", "Es sind 3 Viertel der Torte."],
    ["$\\frac{x}{2}$", "x durch 2"],
    ["$\\sqrt{16} = 4$", "Wurzel aus 16 gleich 4"],
    ["$3 \\cdot 4 \\neq 11$", "3 mal 4 ungleich 11"],
    ["$\\alpha + \\beta$ und \\(\\pi\\)", "alpha + beta und Pi"],
    ["1/2 und 3/2 und 1/3 und 7/25", "ein halb und 3 Halbe und ein Drittel und 7 durch 25"],
    ["am 24/11/2026 oder km/h", "am 24/11/2026 oder km/h"],
    ["x^2 + y² = r^2", "x hoch 2 + y hoch 2 gleich r hoch 2"],
    ["3 * 4 = 12 und 3 · 4", "3 mal 4 gleich 12 und 3 mal 4"],
    ["12 : 4 = 3, um 14:30 Uhr", "12 geteilt durch 4 gleich 3, um 14:30 Uhr"],
    ["5 - 2 = 3 - ganz einfach", "5 minus 2 gleich 3 - ganz einfach"],
    ["10'000 Franken und 1’000 Äpfel", "10000 Franken und 1000 Äpfel"],
    ["a < b > c ~ d", "a kleiner als b grösser als c ungefähr d"],
    ["| a | b |", "a, b"],
    ["un\u200Bsicht\u202Ebar", "unsichtbar"],
    ["***", ""],
    // One parse (decision 030)
    ["1. Zähle\n2. Teile", "1. Zähle. 2. Teile"],
    ["2*3*4 = 24", "2 mal 3 mal 4 gleich 24"],
    ["Schritt 1: **3/4**", "Schritt 1: 3 Viertel"],
    ["Schritt 1: 3/4", "Schritt 1: 3 Viertel"],
    ["<b>fett</b> und a<b", "fett und a kleiner als b"],
    ["Die Formel:\n$$\n\\frac{a}{b}\n$$", "Die Formel: a durch b"],
    ["Das kostet 5 $ und 3 $.", "Das kostet 5 und 3."],
  ])("%j → %j", (input, expected) => {
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
