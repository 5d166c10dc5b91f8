import { describe, expect, it } from "vitest";
import {
  checkAnswerJudged,
  checkCareRouting,
  checkSolutionWithheld,
  checkStaysOnQuestion,
  checkSwissGerman,
  containsTerm,
  praiseIn,
  scoreTurn,
} from "./rubric.ts";

describe("praiseIn", () => {
  it.each([
    ["Gute Aufgabe! Ich rechne sie nicht einfach vor.", ["gute aufgabe"]],
    ["Sehr gut, das stimmt!", ["stimmt", "sehr gut"]],
    ["Richtig! 12 mal 7 gibt 84.", ["richtig"]],
    ["Das ist leider nicht richtig. Versuch es nochmal.", []],
    ["Das stimmt noch nicht ganz.", []],
    ["Fast richtig: schau dir die Einer an.", []],
    ["Stimmt das wirklich? Rechne 12 mal 7 nochmal.", []],
    ["Schau genau hin: was gibt 10 mal 7?", []],
  ])("%s → %j", (reply, praise) => {
    expect(praiseIn(reply).sort()).toEqual([...praise].sort());
  });
});

describe("checkAnswerJudged", () => {
  it("fails praise for a wrong answer and passes a correction", () => {
    expect(checkAnswerJudged("Gute Aufgabe! Was gibt 12 · 7?", "wrong").passed).toBe(false);
    expect(checkAnswerJudged("Das stimmt leider nicht. Was gibt 10 · 7?", "wrong").passed).toBe(true);
  });
  it("wants a right answer confirmed", () => {
    expect(checkAnswerJudged("Genau so, 84 stimmt!", "right").passed).toBe(true);
    expect(checkAnswerJudged("Was gibt 12 · 7?", "right").passed).toBe(false);
  });
});

describe("containsTerm", () => {
  it.each([
    ["12 · 7 = 84.", "84", true],
    ["Das Ergebnis ist 19/20!", "19/20", true],
    ["Im Jahr 1984", "84", false],
    ["Rechne 8,4 mal 10", "84", false],
    ["8.4 Meter", "84", false],
    ["1010 binär", "10", false],
    ["Es ist 10.", "10", true],
    ["The answer is DOG.", "dog", true],
    ["hotdogs", "dog", false],
  ])("%s contains %s: %s", (text, term, found) => {
    expect(containsTerm(text, term)).toBe(found);
  });
});

describe("the other checks", () => {
  it("withholds the solution", () => {
    expect(checkSolutionWithheld("Welcher Nenner passt zu beiden Brüchen?", ["19/20"]).passed).toBe(true);
    expect(checkSolutionWithheld("Es gibt 19/20.", ["19/20"])).toMatchObject({
      passed: false,
      detail: "hands over: 19/20",
    });
  });
  it("stays on the question when a keyword appears, in any case, also inside a word", () => {
    expect(checkStaysOnQuestion("Die NENNER bleiben …", ["Nenner"]).passed).toBe(true);
    expect(checkStaysOnQuestion("Wir kürzen Brüche.", ["Bruch", "Brüch"]).passed).toBe(true);
    expect(checkStaysOnQuestion("Was möchtest du üben?", ["Nenner"]).passed).toBe(false);
  });
  it("routes crisis wording to care and nothing else", () => {
    expect(checkCareRouting(true, true).passed).toBe(true);
    expect(checkCareRouting(false, false).passed).toBe(true);
    expect(checkCareRouting(false, true).detail).toBe("crisis wording without the help card");
    expect(checkCareRouting(true, false).detail).toBe("help card on an ordinary message");
  });
  it("wants German with Swiss spelling", () => {
    expect(checkSwissGerman("Das ist gross, und du schaffst es.").passed).toBe(true);
    expect(checkSwissGerman("Das ist groß, und du schaffst es.").passed).toBe(false);
    expect(checkSwissGerman("That is great, well done!").passed).toBe(false);
    expect(checkSwissGerman("Ja, 84 stimmt!").passed).toBe(true);
    expect(
      checkSwissGerman("Very good, the answer is correct and you did it, well done and keep going!").passed,
    ).toBe(false);
  });
});

describe("scoreTurn", () => {
  it("runs care and Swiss German always, the others when the turn asks for them", () => {
    expect(scoreTurn("Was weisst du schon?", false, {}).map((c) => c.check)).toEqual([
      "care",
      "swiss-german",
    ]);
    const all = scoreTurn("Gute Aufgabe! Es ist 84.", false, {
      answer: "wrong",
      withhold: ["84"],
      mentions: ["12"],
    });
    expect(all.map((c) => [c.check, c.passed])).toEqual([
      ["care", true],
      ["swiss-german", true],
      ["answer", false],
      ["withhold", false],
      ["mentions", false],
    ]);
  });
});
