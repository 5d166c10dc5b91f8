import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";
import { pupilsOwnPart } from "./reported-claim.ts";
import { judgeStatement as judgePhysics, statementBank } from "./science-statements.ts";
import { judgeStatement } from "./statement-check.ts";

const PRAISE = /richtig|stimmt!|stimmt\.|sehr gut|super/i;
const physics = statementBank("physik");
if (!physics) throw new Error("the physics statements are missing");

describe("the pupil's own claim against a reported one (issue 17, round 2)", () => {
  it("finds the pupil's part after «X sagt …, aber ich glaube …»", () => {
    expect(pupilsOwnPart("Mein Bruder meint, Wale sind Fische, aber ich denke, sie sind Säugetiere.")).toBe(
      "denke, sie sind Säugetiere.",
    );
    expect(pupilsOwnPart("Wale sind Säugetiere, aber Fische nicht.")).toBeNull();
  });

  it("never praises the pupil for the colleague's right part", () => {
    expect(
      judgePhysics(
        physics,
        "Meine Kollegin sagt, Metalle leiten Strom, aber ich glaube, Eisen ist ein Isolator.",
      )?.pupilIsRight,
    ).toBe(false);
    expect(
      judgeStatement(
        "biologie",
        "Mein Bruder meint, Spinnen haben acht Beine, aber ich denke, sie haben sechs.",
      )?.verdict,
    ).toBe("wrong");
    expect(
      judgeStatement("chemie", "Mein Kollege sagt, Essig ist sauer, aber ich glaube, er ist basisch.")
        ?.verdict,
    ).toBe("wrong");
  });

  it("takes an agreeing pupil's word as the reported claim", () => {
    expect(
      judgeStatement(
        "biologie",
        "Mein Kollege sagt, ein Wal ist ein Fisch, aber ich glaube, das stimmt auch.",
      )?.verdict,
    ).toBe("wrong");
    expect(
      judgeStatement("biologie", "Mein Kollege sagt, ein Pilz ist eine Pflanze, aber ich glaube das nicht.")
        ?.verdict,
    ).not.toBe("right");
  });

  it("does not turn a pupil who disagrees with a wrong colleague into a right one unchecked", () => {
    // The pupil's part alone («sie sind Säugetiere») names no animal: no verdict, never «stimmt».
    const [reply] = talk("biologie", [
      "Mein Kollege sagt, Wale sind Fische, aber ich glaube, sie sind Säugetiere.",
    ]);
    expect(reply).not.toMatch(PRAISE);
  });

  it("reads «nicht …, sondern …» as both claims", () => {
    expect(
      judgePhysics(physics, "Licht ist nicht schneller, sondern langsamer als Schall.")?.pupilIsRight,
    ).toBe(false);
    expect(
      judgePhysics(physics, "Schall ist nicht schneller, sondern langsamer als Licht.")?.pupilIsRight,
    ).toBe(true);
  });
});

describe("element symbols and «wie viele» tasks (issue 17, round 2)", () => {
  it.each([
    ["Sauerstoff hat das Symbol O.", "right"],
    ["Das Zeichen für Gold ist Ag, oder?", "wrong"],
    ["Eisen hat nicht das Symbol Fe.", "wrong"],
  ] as const)("«%s» is %s", (text, expected) => {
    expect(judgeStatement("chemie", text)?.verdict).toBe(expected);
  });

  it("checks the pupil's own count task by the number, never with half praise", () => {
    const [task, answer] = talk("biologie", [
      "Ich soll herausfinden, wie viele Beine eine Spinne hat.",
      "Ich glaube, sechs.",
    ]);
    expect(task).not.toMatch(/acht/i);
    expect(answer).not.toMatch(PRAISE);
    expect(answer).not.toMatch(/Teil stimmt/);
    const [, right] = talk("biologie", ["Wie viele Beine hat eine Zecke? Ich muss es herausfinden.", "acht"]);
    expect(right).toMatch(/richtig|stimmt/i);
  });

  it("says no «right» when another reading of the sentence finds a mistake", () => {
    expect(judgeStatement("biologie", "Pflanzen atmen nur Sauerstoff aus und nie ein.")?.verdict).toBe(
      "wrong",
    );
  });

  it("gives no keyword praise to a science answer that denies the key word", () => {
    const [, reply] = talk("biologie", [
      "Insekten und Spinnentiere",
      "Ein Käfer hat nicht sechs Beine und ist kein Insekt.",
    ]);
    expect(reply).not.toMatch(PRAISE);
  });

  it("lets a mistake win between equally specific physics statements", () => {
    expect(
      judgePhysics(physics, "Licht ist schneller als Schall und Schall ist schneller als Licht.")
        ?.pupilIsRight,
    ).toBe(false);
    expect(judgePhysics(physics, "Ein Schiff aus Stahl kann schwimmen.")?.pupilIsRight).toBe(true);
  });
});
