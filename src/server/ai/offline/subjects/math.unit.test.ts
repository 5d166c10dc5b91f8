import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";

describe("offline tutor: Mathematik", () => {
  it("greets and offers topics", () => {
    const [greeting] = talk("mathematik", ["Hallo"]);
    expect(greeting).toContain("Brüche, Prozent, Gleichungen oder Kopfrechnen");
    expect(greeting).toMatch(/Was kannst du schon/);
  });

  it("does not reveal 7/8 but asks for the common denominator, then hints and praises", () => {
    const [posed, wrong, step, right] = talk("mathematik", ["Was ist 3/4 + 1/8?", "1/2", "8", "7/8"]);
    expect(posed).toContain("Die Nenner sind verschieden (4 und 8)");
    expect(posed).not.toContain("7/8");
    expect(wrong).toMatch(/noch nicht/i);
    expect(wrong).not.toContain("7/8");
    expect(step).toContain("8 ist ein gemeinsamer Nenner");
    expect(right).toMatch(/richtig|stimmt/i);
  });

  it("recognises adding numerators and denominators separately", () => {
    const [, wrong] = talk("mathematik", ["Was ist 3/4 + 1/8?", "4/12"]);
    expect(wrong).toContain("Zähler und Nenner einzeln addiert");
  });

  it("asks to reduce an unreduced correct result", () => {
    const [, right] = talk("mathematik", ["Was ist 3/4 + 1/8?", "14/16"]);
    expect(right).toContain("kürzen: 7/8");
  });

  it("gives only a hint when asked for the solution, the worked solution after three honest attempts", () => {
    const replies = talk("mathematik", [
      "Was ist 3/4 + 1/8?",
      "Sag mir einfach die Lösung",
      "1/2",
      "2/3",
      "5/8",
      "Lösung",
    ]);
    const [, early, , , third, late] = replies;
    expect(early).toContain("verrate ich dir noch nicht");
    expect(early).not.toContain("7/8");
    expect(third).toContain("Lösungsweg");
    expect(late).toContain("Gemeinsamer Nenner von 4 und 8: 8");
    expect(late).toContain("3/4 + 1/8 = 7/8");
  });

  it("checks a linear equation by substitution, accepting x = 4, x=4 and 4", () => {
    const [first, wrong] = talk("mathematik", ["Löse 2x + 3 = 11", "x = 5"]);
    expect(first).toMatch(/Was machst du zuerst/);
    expect(wrong).toContain("2·5 + 3 = 13");
    for (const answer of ["x = 4", "x=4", "4"]) {
      const [, right] = talk("mathematik", ["Löse 2x + 3 = 11", answer]);
      expect(right).toContain("2·4 + 3 = 11 ✓");
    }
  });

  it("accepts an equivalent equation as an intermediate step", () => {
    const [, step] = talk("mathematik", ["Löse 2x + 3 = 11", "2x = 8"]);
    expect(step).toContain("richtiger Zwischenschritt");
  });

  it("guides a percentage via 10 % and checks the result", () => {
    const [posed, step, right] = talk("mathematik", ["Was sind 20 % von 150?", "15", "30"]);
    expect(posed).toContain("10 % von 150");
    expect(posed).not.toMatch(/\b30\b/);
    expect(step).toContain("10 % von 150 sind 15");
    expect(right).toMatch(/richtig|stimmt/i);
  });

  it("parses German decimal notation", () => {
    const [, right] = talk("mathematik", ["Löse 2x + 1 = 6", "x = 2,5"]);
    expect(right).toMatch(/richtig|stimmt/i);
    const [, rightDot] = talk("mathematik", ["Löse 2x + 1 = 6", "2.5"]);
    expect(rightDot).toMatch(/richtig|stimmt/i);
  });

  it("practises mental arithmetic from the bank", () => {
    const [, task] = talk("mathematik", ["Hallo", "Kopfrechnen"], { schoolType: "PRIMARY" });
    expect(task).toContain("Was gibt 7 · 8?");
    const [, , right] = talk("mathematik", ["Hallo", "Kopfrechnen", "56"], { schoolType: "PRIMARY" });
    expect(right).toMatch(/richtig|stimmt/i);
  });
});

describe("offline tutor: Physik", () => {
  it("runs a formula exercise: formula, number without unit, unit", () => {
    const [greeting, task, formula, number, unit] = talk("physik", [
      "Hallo",
      "Geschwindigkeit",
      "v = s / t",
      "5",
      "m/s",
    ]);
    expect(greeting).toContain("Physik");
    expect(task).toContain("150 m in 30 s");
    expect(formula).toContain("Setz jetzt die Werte ein");
    expect(number).toContain("Einheit");
    expect(unit).toMatch(/richtig|stimmt/i);
  });

  it("accepts a result with unit at once and rejects a wrong one", () => {
    const [, , right] = talk("physik", ["Hallo", "Kraft", "F = 60 N"]);
    expect(right).toMatch(/richtig|stimmt/i);
    const [, , wrong] = talk("physik", ["Hallo", "Leistung", "200 W"]);
    expect(wrong).toMatch(/noch nicht/i);
  });

  it("starts a topic and counts the first solved task in correct German", () => {
    const [, started] = talk("mathematik", ["Hallo", "ja"]);
    expect(started).toContain("Los geht's mit dem Thema «Brüche».");
    const [, solved] = talk("mathematik", ["Was ist 3/4 + 1/8?", "7/8"]);
    expect(solved).toContain("(die erste Aufgabe ist gelöst)");
    expect(solved).not.toContain("1 von 1 Aufgaben");
  });
});

describe("offline tutor: Mathematik, questions and stated answers (issue 17)", () => {
  it.each([
    ["Warum darf man bei Brüchen nicht einfach die Nenner addieren?", /Nenner/, "Was gibt 3/4 + 1/8?"],
    ["i checks nöd, wie mer brüch chürzt", /Kürzen heisst/, "Was gibt 3/4 + 1/8?"],
    ["Was ist eigentlich Prozent?", /«von hundert»/, "Wie viel sind 20 % von 150?"],
    ["Wie löst man eine Gleichung?", /Waage/, "Löse die Gleichung 2x + 3 = 11. Was ist x?"],
  ])(
    "explains the topic asked about in %j, then checks with an exercise",
    (question, explained, exercise) => {
      const [reply, answered] = talk("mathematik", [question, "1"]);
      expect(reply).toMatch(explained);
      expect(reply).toContain(`Probier es gleich aus: ${exercise}`);
      expect(answered).toMatch(/noch nicht/i);
    },
  );

  it("still starts a topic named without a question, and a task asked as a question", () => {
    const [topic] = talk("mathematik", ["Brüche"]);
    expect(topic).toMatch(/^Gut, wir üben Brüche\./);
    const [task] = talk("mathematik", ["Was ist 3/4 + 1/8?"]);
    expect(task).toMatch(/^Gute Aufgabe!/);
  });

  it("names the answer it checked when the pupil states a task and an answer together", () => {
    const [right] = talk("mathematik", ["Was ist 12 mal 7? Ich denke 84"]);
    expect(right).toMatch(/Deine Antwort: «Ich denke 84»\.\s+\S+.*(richtig|stimmt)/s);
    const [wrong] = talk("mathematik", ["Was ist 12 mal 7? Ich denke 86"]);
    expect(wrong).toContain("Deine Antwort: «Ich denke 86».");
    expect(wrong).not.toContain("84");
  });
});

describe("offline tutor: Physik, questions (issue 17)", () => {
  it("explains the force behind a question about falling, then checks with an exercise", () => {
    const [reply] = talk("physik", ["Warum fällt ein Apfel nach unten?"]);
    expect(reply).toContain("Schwerkraft (Gravitation)");
    expect(reply).toContain("Probier es gleich aus: Ein Wagen mit 20 kg");
  });
});
