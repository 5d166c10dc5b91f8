import { describe, expect, it } from "vitest";
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
  it.each([
    ["the server's crisis answer in Markdown", CRISIS_MARKDOWN],
    ["the same as the voice agent's plain text", CRISIS_PLAIN],
    ["the website alone", "Schau mal auf 147.ch vorbei."],
    ["the website with www and https", "Mehr auf https://www.147.ch."],
    ["the website spoken", "Schreib im Chat auf 147 Punkt ch."],
    ["the number with a call", "Du kannst jederzeit die 147 anrufen."],
    ["'Ruf … an'", "Ruf die 147 an."],
    ["the helpline's name", "Pro Juventute hilft dir: 147."],
    ["the tutor prompt's words", "Nenne Pro Juventute: Telefon 147 oder Chat."],
    ["the number in words", "Ruf bei Pro Juventute an, unter hundertsiebenundvierzig."],
    ["the digits in words", "Wähl die Nummer eins vier sieben."],
    ["after a line break", "Das ist nicht deine Schuld.\nTelefon:\n147"],
    ["with invisible characters", "Ruf die 1\u200b47 an."],
  ])("is true for %s", (_what, text) => {
    expect(isHelplineAnswer(text)).toBe(true);
  });

  it.each([
    ["an ordinary answer", "Super! Drei Viertel plus ein Achtel sind sieben Achtel."],
    ["147 as a maths result", "Genau, 7 mal 21 ist 147. Was ist 7 mal 22?"],
    ["147 in words as a result", "Sieben mal einundzwanzig ist hundertsiebenundvierzig."],
    ["1470", "Ruf an, wenn du magst: Die Lösung ist 1470."],
    ["21.47", "Das kostet 21.47 Franken, ruf die Werte nochmal auf."],
    ["0.147", "Telefon-Aufgabe: 0.147 Liter."],
    ["147.5", "Die Nummer 147.5 cm ist die Länge."],
    ["1'147", "Die Nummer 1'147 steht im Buch."],
    ["the number inside a word", "Telefon A147B"],
    ["144 and 117 only", "In Gefahr ruf 144 oder 117 an."],
    ["an empty text", ""],
  ])("is false for %s", (_what, text) => {
    expect(isHelplineAnswer(text)).toBe(false);
  });

  it("is false when the call words are far from the number", () => {
    const text = `Ruf mich, wenn du bereit bist. ${"Wir rechnen weiter. ".repeat(6)}7 mal 21 ist 147.`;
    expect(isHelplineAnswer(text)).toBe(false);
  });
});
