import { describe, expect, it } from "vitest";
import { checkedAnswers, checkedAnswersDone } from "./checked-answers.ts";

const read = (right: number, checked: number) => {
  const { subject, verb, result } = checkedAnswers(right, checked);
  return `${subject} ${verb} ${result}`;
};

describe("checked answers in German for one answer and for many", () => {
  it.each([
    [1, 1, "deine geprüfte Antwort war richtig"],
    [0, 1, "deine geprüfte Antwort war noch nicht richtig"],
    [1, 3, "1 von 3 geprüften Antworten war richtig"],
    [3, 4, "3 von 4 geprüften Antworten waren richtig"],
  ])("%i right of %i: %s", (right, checked, text) => {
    expect(read(right, checked)).toBe(text);
  });

  it.each([
    [1, 1, "1 Antwort prüfen lassen (sie war richtig)"],
    [0, 1, "1 Antwort prüfen lassen (sie war noch nicht richtig)"],
    [3, 4, "4 Antworten prüfen lassen (3 davon richtig)"],
  ])("what was done, %i right of %i: %s", (right, checked, text) => {
    expect(checkedAnswersDone(right, checked)).toBe(text);
  });
});
