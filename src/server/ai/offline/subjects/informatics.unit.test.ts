import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";

describe("offline tutor: Informatik", () => {
  it("checks a decimal-to-binary conversion, wrong then right", () => {
    const [greeting, task, reversed, right] = talk("informatik", ["Hallo", "Binärzahlen", "1011", "1101"]);
    expect(greeting).toContain("Binärzahlen, Schleifen oder Algorithmen");
    expect(task).toContain("Zahl 13 als Binärzahl");
    expect(reversed).toContain("Reihenfolge ist vertauscht");
    expect(right).toMatch(/richtig|stimmt/i);
    expect(right).toContain("= 13");
  });

  it("takes the pupil's own conversion task without giving the answer", () => {
    const [posed, right] = talk("informatik", ["Was ist 10 in binär?", "1010"]);
    expect(posed).toContain("Zweierpotenzen");
    expect(posed).not.toContain("1010");
    expect(right).toMatch(/richtig|stimmt/i);
  });

  it("counts loop iterations of range(2, 8, 2)", () => {
    const [, task, offByOne, right] = talk("informatik", ["Hallo", "Schleifen", "4", "3"]);
    expect(task).toContain("for i in range(2, 8, 2)");
    expect(offByOne).toContain("Endwert 8");
    expect(right).toContain("2, 4, 6");
  });

  it("checks a linear search count", () => {
    const [, task, wrong, right] = talk("informatik", ["Hallo", "Algorithmen", "3", "4"]);
    expect(task).toContain("lineare Suche");
    expect(wrong).toMatch(/Fast/);
    expect(right).toMatch(/richtig|stimmt/i);
  });

  it("explains loops in Scratch when asked, then checks with an exercise", () => {
    const [reply] = talk("informatik", ["Wie mache ich in Scratch eine Schleife?"]);
    expect(reply).toContain("Kategorie «Steuerung»");
    expect(reply).toContain("«wiederhole 10-mal»");
    // Issue 17: a Scratch question gets a Scratch exercise, not Python code.
    expect(reply).toContain("Probier es gleich aus: In Scratch steht:");
    expect(reply).toMatch(/wiederhole \d+-mal/);
    expect(reply).not.toContain("```python");
  });
});
