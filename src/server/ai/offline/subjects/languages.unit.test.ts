import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";
import { checkTranslation } from "./translation-check.ts";

describe("offline tutor: Englisch", () => {
  it("greets and offers vocabulary topics and translation", () => {
    const [greeting] = talk("englisch", ["Hallo"]);
    expect(greeting).toContain("Englisch");
    expect(greeting).toContain("Sätze übersetzen");
  });

  it("asks vocabulary, accepts with or without article, tracks the score", () => {
    const replies = talk("englisch", ["Hallo", "Tiere", "the dog", "Cat", "hors", "bird", "kuh", "cou"]);
    expect(replies[1]).toContain("Was heisst «der Hund» auf Englisch?");
    expect(replies[2]).toContain("Stand: 1 von 1 richtig.");
    expect(replies[3]).toContain("Stand: 2 von 2 richtig.");
    expect(replies[4]).toContain("Fast richtig");
    expect(replies[4]).toContain("«horse»");
    expect(replies[5]).toContain("Stand: 4 von 4 richtig.");
    expect(replies[6]).toContain("Versuch es noch einmal");
    expect(replies[6]).not.toContain("«cow»");
    expect(replies[7]).toContain("Richtig ist «cow»");
    expect(replies[7]).toContain("Stand: 4 von 5 richtig.");
  });

  it("practises short sentence translation", () => {
    const [, task, right] = talk("englisch", ["Hallo", "Sätze übersetzen", "I've got a dog."]);
    expect(task).toContain("Übersetze auf Englisch: «Ich habe einen Hund.»");
    expect(right).toMatch(/stimmt|Richtig|Genau/);
    expect(right).toContain("1 von 1 richtig");
  });

  it("lets the pupil try a word first instead of telling it", () => {
    const [reply] = talk("englisch", ["Was heisst Katze auf Englisch?"]);
    expect(reply).toContain("Versuch es zuerst selbst");
    expect(reply).not.toContain("cat");
  });
});

describe("offline tutor: Französisch", () => {
  it("treats a missing accent and a missing article as almost right, a wrong article as not yet", () => {
    const replies = talk("franzoesisch", ["Hallo", "Schule", "l'ecole", "livre", "la crayon", "le crayon"]);
    expect(replies[2]).toContain("Akzente: «l'école»");
    expect(replies[3]).toContain("mit Artikel: «le livre»");
    expect(replies[4]).toContain("Artikel nicht");
    expect(replies[5]).toContain("Stand: 3 von 3 richtig.");
  });
});

describe("checkTranslation", () => {
  it("grades right, near and wrong", () => {
    expect(checkTranslation("The Dog", ["dog"], "en").verdict).toBe("right");
    expect(checkTranslation("dgo", ["dog"], "en").verdict).toBe("wrong");
    expect(checkTranslation("hosre", ["horse"], "en").verdict).toBe("near");
    expect(checkTranslation("le chien", ["le chien"], "fr").verdict).toBe("right");
    expect(checkTranslation("chien", ["le chien"], "fr").verdict).toBe("near");
    expect(checkTranslation("la chien", ["le chien"], "fr").verdict).toBe("wrong");
    expect(checkTranslation("J'ai un chein", ["J'ai un chien"], "fr", true).verdict).toBe("near");
    expect(checkTranslation("le chat", ["le chien"], "fr").verdict).toBe("wrong");
  });
});
