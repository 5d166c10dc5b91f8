import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";
import { findQuantities, parsePhysicsTask } from "./physics-quantities.ts";

describe("physics quantities", () => {
  it("reads numbers with units, the longest unit first", () => {
    const q = findQuantities("Ein Zug fährt 120 km in 1,5 Stunden, also mit 80 km/h");
    expect(q.map((x) => [x.value, x.unit.show])).toEqual([
      [120, "km"],
      [1.5, "h"],
      [80, "km/h"],
    ]);
    expect(findQuantities("bei 6 Ω und 2 A genau 12 V").map((x) => x.unit.dim)).toEqual([
      "resistance",
      "current",
      "voltage",
    ]);
  });

  it("checks a stated value by computing the law, in any order of the quantities", () => {
    const right = parsePhysicsTask("Mit 80 km/h braucht der Zug für 120 km genau 1,5 h, oder?");
    expect(right?.statedAnswer).toBe("1,5 h");
    expect(right?.check("1,5 h").kind).toBe("correct");
    const wrong = parsePhysicsTask("Bei 12 V und 4 Ω fliesst ein Strom von 48 A, oder?");
    expect(wrong?.check("48 A").kind).toBe("wrong");
    expect(wrong?.check("3 A").kind).toBe("correct");
    expect(wrong?.check("3").kind).toBe("step");
  });

  it("accepts g = 9,81 N/kg and the rounded 10 N/kg for the weight", () => {
    const task = parsePhysicsTask("Ein Körper hat 50 kg. Wie gross ist seine Gewichtskraft?");
    expect(task?.check("490,5 N").kind).toBe("correct");
    expect(task?.check("500 N").kind).toBe("correct");
    expect(task?.check("50 N").kind).toBe("wrong");
  });

  it("accepts a value rounded to the decimals the pupil wrote, not a rough whole number", () => {
    const task = parsePhysicsTask("Ein Velo fährt 10 km in 3 h. Wie schnell ist es?");
    expect(task?.check("3,3 km/h").kind).toBe("correct");
    expect(task?.check("3,33 km/h").kind).toBe("correct");
    expect(task?.check("3 km/h").kind).toBe("wrong");
  });

  it("checks a conversion of units", () => {
    expect(parsePhysicsTask("20 m/s sind 72 km/h, oder?")?.check("72 km/h").kind).toBe("correct");
    expect(parsePhysicsTask("20 m/s sind 60 km/h, oder?")?.check("60 km/h").kind).toBe("wrong");
  });
});

describe("offline tutor: Physik (issue 17)", () => {
  it("judges a wrong claim without praise, with the reason, and asks how the pupil got there", () => {
    const [reply] = talk("physik", ["Wärme und Temperatur sind dasselbe, oder?"]);
    expect(reply).toMatch(/^Nein/);
    expect(reply).toContain("Joule");
    expect(reply).toContain("Wie bist du darauf gekommen?");
  });

  it("does not judge a claim with a number it has no statement for", () => {
    const [reply] = talk("physik", ["Die Spannung einer Batterie ist 1000 Volt, oder?"]);
    expect(reply).toContain("nicht sicher beurteilen");
  });

  it("says honestly when it cannot judge a claim", () => {
    const [reply] = talk("physik", ["Ich glaube, ein Flugzeug ist schneller als ein Auto."]);
    expect(reply).toContain("nicht sicher beurteilen");
    expect(reply).not.toMatch(/richtig|stimmt!/i);
  });

  it("does not hand over the result of a task the pupil brings", () => {
    const [reply] = talk("physik", [
      "Ein Velo fährt 30 km in 2 Stunden. Wie schnell ist es? Sag einfach das Resultat.",
    ]);
    expect(reply).toContain("Strecke geteilt durch Zeit");
    expect(reply).not.toMatch(/\b15 km\/h/);
  });

  it("explains a topic asked about in Swiss German, then checks it with a question it can judge", () => {
    const [explained, judged] = talk("physik", [
      "chasch mer hälfe, i checks nöd, was e Hebel isch",
      "weit weg",
    ]);
    expect(explained).toContain("Drehpunkt");
    expect(explained).toMatch(/\?$/);
    expect(judged).toMatch(/richtig|stimmt/i);
  });

  it("answers a question the statements cover, also in the middle of an exercise", () => {
    const [, reply] = talk("physik", ["Kannst du mir Dichte erklären?", "Warum ist der Himmel blau?"]);
    expect(reply).toContain("blaue Licht");
  });

  it("gives a clear wrong answer to a choice question no praise", () => {
    const [, wrong] = talk("physik", ["Kannst du mir Magnetismus erklären?", "Sie ziehen sich an"]);
    expect(wrong).not.toMatch(/richtig|stimmt|super/i);
  });

  it("reads a yes/no answer by its first word and ignores an option the pupil rules out", () => {
    const [, first, second] = talk("physik", [
      "Kannst du mir Stromkreis erklären?",
      "Nein, sie leuchtet nicht.",
      "der Kupferdraht, nicht das Gummiband",
    ]);
    expect(first).toMatch(/stimmt|richtig/i);
    expect(second).toMatch(/stimmt|richtig/i);
  });

  it("never takes «weiter» or a request for a hint as an answer", () => {
    const [, next] = talk("physik", ["Kannst du mir Hebel erklären?", "weiter"]);
    expect(next).not.toMatch(/richtig|stimmt/i);
    const [, hint] = talk("physik", ["Kannst du mir Stromkreis erklären?", "gib mir einen Tipp"]);
    expect(hint).toContain("Tipp");
  });
});
