import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";
import { arithmeticExercise } from "./math-arithmetic.ts";
import { compareTask, fractionOfTask, roundTask, shareTask } from "./math-number-tasks.ts";
import { MATH_DATA_TOPICS, MATH_TOPIC_DATA } from "./math-topics.ts";
import { findQuantities, unitConversionTask } from "./math-units.ts";
import { discountTask, geometryTask } from "./math-word-tasks.ts";

const PRAISE = /richtig|stimmt!|sehr gut|super|stark/i;
const NOT_YET =
  /noch nicht|daneben|einzeln|Probe|Das ist der Umfang|Das ist die Fläche|Vorzeichen|abgezogen|Schau auf die Ziffer/;

describe("maths word tasks: units, shapes and prices (issue 17)", () => {
  it("reads quantities with units, including cm² written as cm2", () => {
    const [a, b] = findQuantities("Das Zimmer hat 3,5 m und 24 cm2 Fläche");
    expect(a?.unit.symbol).toBe("m");
    expect(b?.unit.symbol).toBe("cm²");
    expect(b?.value).toEqual({ n: 24, d: 1 });
  });

  it("converts exactly and accepts the answer in another unit of the same quantity", () => {
    const ex = unitConversionTask("Wie viele cm sind 3,5 m?");
    expect(ex?.check("350 cm").kind).toBe("correct");
    expect(ex?.check("3500 mm").kind).toBe("correct");
    expect(ex?.check("350").kind).toBe("correct");
    expect(ex?.check("35 cm").kind).toBe("wrong");
    expect(ex?.check("keine Ahnung").kind).toBe("none");
    expect(unitConversionTask("3 kg sind 3000 g")?.statedAnswer).toBe("3000 g");
    expect(unitConversionTask("3 kg sind 3000 cm")).toBeNull();
  });

  it("does not give the factor away when the factor itself is asked", () => {
    const ex = unitConversionTask("Wie viele cm² sind 1 m²?");
    expect(ex?.hints.join(" ")).not.toContain("10000");
    expect(ex?.check("10000").kind).toBe("correct");
  });

  it("computes area, perimeter and volume and names the Umfang/Fläche mix-up", () => {
    const area = geometryTask("Ein Rechteck ist 6 cm lang und 4 cm breit. Die Fläche ist 20 cm², oder?");
    expect(area?.statedAnswer).toBe("20 cm²");
    const wrong = area?.check("20 cm²");
    expect(wrong?.kind).toBe("wrong");
    expect(wrong?.kind === "wrong" && wrong.text).toMatch(/Umfang/);
    expect(area?.check("24 cm²").kind).toBe("correct");
    expect(area?.check("2400 mm²").kind).toBe("correct");
    expect(geometryTask("Quadrat mit 5 cm Seite, Umfang?")?.check("20 cm").kind).toBe("correct");
    expect(
      geometryTask("Ein Quader ist 5 cm lang, 4 cm breit und 3 cm hoch. Volumen?")?.check("60 cm³").kind,
    ).toBe("correct");
    expect(geometryTask("Dreieck, Grundseite 6 cm, Höhe 4 cm. Fläche?")?.check("24").kind).toBe("wrong");
    expect(geometryTask("Dreieck, Grundseite 6 cm, Höhe 4 cm. Fläche?")?.check("12 cm²").kind).toBe(
      "correct",
    );
  });

  it("computes a discount in percent and names «minus 25 Franken» for «minus 25 %»", () => {
    const ex = discountTask(
      "Ein Pulli kostet 80 Franken und ist um 25 % reduziert. Dann kostet er 55 Franken, oder?",
    );
    expect(ex?.statedAnswer).toBe("55 Franken");
    const wrong = ex?.check("55 Franken");
    expect(wrong?.kind === "wrong" && wrong.text).toMatch(/25 Franken abgezogen/);
    expect(ex?.check("20 Franken").kind).toBe("step");
    expect(ex?.check("60 Franken").kind).toBe("correct");
    expect(discountTask("Ein Buch kostet 40 Fr. und wird 10 % teurer.")?.check("44").kind).toBe("correct");
  });
});

describe("maths number tasks", () => {
  it("compares fractions, decimals and negative numbers exactly", () => {
    expect(compareTask("1/2 ist grösser als 2/5, oder?")?.statedAnswer).toBe("1/2");
    const decimal = compareTask("0,5 ist kleiner als 0,45, stimmt das?");
    expect(decimal?.check(decimal.statedAnswer ?? "").kind).toBe("wrong");
    const negative = compareTask("-3 ist grösser als -5, oder?");
    expect(negative?.check(negative.statedAnswer ?? "").kind).toBe("correct");
    expect(compareTask("Ist 1/2 grösser als 2/5?")?.statedAnswer).toBeUndefined();
  });

  it("rounds half up and explains rounding down where it should go up", () => {
    const ex = roundTask("Runde 3456 auf Hunderter. Ist es 3400?");
    expect(ex?.statedAnswer).toBe("3400");
    expect(ex?.check("3400").kind).toBe("wrong");
    expect(ex?.check("3500").kind).toBe("correct");
    expect(roundTask("Runde 6,38 auf Zehntel")?.check("6,4").kind).toBe("correct");
    expect(roundTask("Runde 2'449 auf Tausender")?.check("2000").kind).toBe("correct");
  });

  it("takes a fraction of an amount and a share in percent", () => {
    const part = fractionOfTask("Was ist 3/4 von 20?");
    expect(part?.check("15").kind).toBe("correct");
    expect(part?.check("5").kind).toBe("step");
    expect(part?.check("12").kind).toBe("wrong");
    const share = shareTask("15 von 60 sind 20 %, oder?");
    expect(share?.statedAnswer).toBe("20");
    expect(share?.check("20 %").kind).toBe("wrong");
    expect(share?.check("25 %").kind).toBe("correct");
  });

  it("accepts a division with remainder, and checks it", () => {
    const ex = arithmeticExercise("47 : 5");
    expect(ex?.check("9 Rest 2").kind).toBe("correct");
    expect(ex?.check("9 R 3").kind).toBe("wrong");
    expect(ex?.check("9,4").kind).toBe("correct");
  });

  it("reads powers and negative operands, and names a wrong sign", () => {
    expect(arithmeticExercise("2 hoch 5")?.check("32").kind).toBe("correct");
    expect(arithmeticExercise("7²")?.check("49").kind).toBe("correct");
    const signs = arithmeticExercise("-3 * -4");
    expect(signs?.check("12").kind).toBe("correct");
    const wrong = signs?.check("-12");
    expect(wrong?.kind === "wrong" && wrong.text).toMatch(/Vorzeichen/);
  });
});

describe("maths core topics from data/math-topics.json", () => {
  it("has exercises that accept their own answer and reject a different one", () => {
    for (const topic of MATH_DATA_TOPICS) {
      const data = MATH_TOPIC_DATA.find((t) => t.label === topic.label);
      data?.exercises.forEach((item, index) => {
        const ex = topic.exercise({} as never, index);
        if ("answer" in item) {
          const answer = item.unit ? `${item.answer} ${item.unit}` : item.answer;
          expect(ex.check(answer).kind, `${topic.label}: ${item.task}`).toBe("correct");
          expect(ex.check("987654").kind, `${topic.label}: ${item.task}`).toBe("wrong");
        }
        expect(ex.solution.length).toBeGreaterThan(0);
      });
    }
  });

  it("wants a fully reduced fraction, and counts only a fine enough rounding", () => {
    const kuerzen = MATH_DATA_TOPICS.find((t) => t.label === "Brüche kürzen und erweitern");
    const ex = kuerzen?.exercise({} as never, 0);
    expect(ex?.check("4/6").kind).toBe("step");
    expect(ex?.check("2/3").kind).toBe("correct");
    const chance = MATH_DATA_TOPICS.find((t) => t.label === "Wahrscheinlichkeit")?.exercise({} as never, 0);
    expect(chance?.check("16,7 %").kind).toBe("correct");
    expect(chance?.check("0,17").kind).toBe("correct");
    expect(chance?.check("0,2").kind).toBe("wrong");
  });
});

describe("maths conversations: never praise a wrong claim (issue 17)", () => {
  it.each([
    "3,5 m sind 35 cm, oder?",
    "Ein Rechteck ist 6 cm lang und 4 cm breit. Die Fläche ist 20 cm², oder?",
    "Ein Pulli kostet 80 Franken und ist um 25 % reduziert. Dann kostet er 55 Franken, oder?",
    "2x − 4 = 10, dann ist x = 3, oder?",
    "1/2 + 1/3 = 2/5, oder?",
    "Was ist 47 : 5? Ich denke 9 Rest 3",
    "Runde 3456 auf Hunderter. Ist es 3400?",
    "15 von 60 sind 20 %, oder?",
    // A result claimed in words, not after "=" (no «Gute Aufgabe!» for a wrong claim).
    "12 mal 7 ist 86, oder?",
    "Ist 7 mal 8 gleich 54?",
    "25 % von 80 sind 25, stimmt das?",
    "Ich habe bei 345 + 278 das Resultat 613",
  ])("%j is not praised", (claim) => {
    const [reply] = talk("mathematik", [claim]);
    expect(reply).toMatch(NOT_YET);
    expect(reply).not.toMatch(PRAISE);
  });

  it.each([
    "Ich komme bei 47 : 5 auf 9 Rest 2",
    "Die Lösung von 2x + 3 = 11 ist 4, oder?",
    "x = 3 bei 2x + 1 = 7?",
    "Bei 3/4 + 2/5 komme ich auf 1 3/20",
  ])("%j is checked and praised", (claim) => {
    const [reply] = talk("mathematik", [claim]);
    expect(reply).toMatch(/Deine Antwort/);
    expect(reply).toMatch(PRAISE);
  });

  it("praises a right claim and says why", () => {
    const [reply] = talk("mathematik", ["3x + 5 = 20, also ist x = 5, richtig?"]);
    expect(reply).toMatch(/Probe/);
    expect(reply).toMatch(PRAISE);
  });
});

describe("maths questions without a topic", () => {
  it("says honestly that it has no explanation, and names the topics it can explain", () => {
    const [reply] = talk("mathematik", ["Was ist ein Kreis?"]);
    expect(reply).toMatch(/keine Erklärung/);
    expect(reply).toMatch(/Satz des Pythagoras/);
  });

  it("finds the topic from the numbers when no topic word is named", () => {
    const [decimal] = talk("mathematik", ["Warum ist 0,5 gleich 1/2?"]);
    expect(decimal).toMatch(/Dezimalzahl hat ein Komma/);
    const [fraction] = talk("mathematik", ["Warum ist 3/6 dasselbe wie 1/2?"]);
    expect(fraction).toMatch(/Kürzen heisst/);
  });

  it("leaves small talk to the engine", () => {
    const [reply] = talk("mathematik", ["Welchen Fussballclub magst du eigentlich?"]);
    expect(reply).not.toMatch(/keine Erklärung/);
  });
});
