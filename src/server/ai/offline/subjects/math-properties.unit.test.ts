import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";
import { judgePropertyClaim } from "./math-properties.ts";

describe("number-property claims, computed", () => {
  it.each([
    ["1 ist keine primzahl", true],
    ["1 keine primzahl ist", true],
    ["1 ist eine primzahl", false],
    ["2 ist keine primzahl", false],
    ["91 ist eine primzahl", false],
    ["0 ist gerade", true],
    ["7 ist keine ungerade zahl", false],
    ["84 ist durch 7 teilbar", true],
    ["12 durch 5 teilbar ist", false],
    ["5 ist ein teiler von 35", true],
    ["42 ist ein vielfaches von 6", true],
    ["50 ist eine quadratzahl", false],
    ["isch 2 e primzahl", true],
  ] as const)("«%s» → %s", (claim, truth) => {
    expect(judgePropertyClaim(claim)?.truth).toBe(truth);
  });

  it("does not judge what it cannot read", () => {
    for (const claim of [
      "7 und 9 sind primzahlen",
      "2 ist die einzige gerade primzahl",
      "ist 7 nicht eine primzahl",
    ]) {
      expect(judgePropertyClaim(claim), claim).toBeNull();
    }
    expect(judgePropertyClaim("12 ist durch 0 teilbar")).toBeNull();
  });

  it("confirms a right claim in a frame and never praises a wrong one", () => {
    const [right] = talk("mathematik", ["Ich habe gelernt, dass 1 keine Primzahl ist. Stimmt das?"]);
    expect(right).toMatch(/^Ja, das stimmt\. 1 ist keine Primzahl/);
    const [wrong] = talk("mathematik", [
      "Mein Kollege sagt, 2 ist eine Primzahl, aber ich glaube, 2 ist keine Primzahl.",
    ]);
    expect(wrong).toMatch(/^Nein, das stimmt nicht\. 2 ist eine Primzahl/);
  });

  it("judges the pupil's comparison, not the colleague's", () => {
    const [reply] = talk("mathematik", [
      "Mein Kollege sagt, 0,5 ist grösser als 0,25, aber ich glaube, 0,25 ist grösser.",
    ]);
    expect(reply).toContain("Deine Antwort: «0,25»");
    expect(reply).not.toMatch(/richtig|sehr gut|stimmt!/i);
  });
});
