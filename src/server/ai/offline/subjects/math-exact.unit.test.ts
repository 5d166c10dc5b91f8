import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";

const PRAISED = /richtig|stimmt!/i;
const NOT_YET = /noch nicht|daneben|Prüf nochmals/i;
const UNCHECKED = "Ich rechne sie nicht einfach vor";

describe("offline tutor: a task and the pupil's answer in one message", () => {
  // Every operator spelling with whole numbers, fractions and mixed numbers, checked exactly.
  it.each([
    ["Was ist 12 mal 7? Ich denke 84", "Ich denke 86"],
    ["Was ist 12 × 7? 84", "85"],
    ["Was ist 12 * 7? 84", "83"],
    ["Was ist 72 : 8? 9", "8"],
    ["Was ist 72 geteilt durch 8? 9", "7"],
    ["Was ist 56 + 38? 94", "84"],
    ["Was ist 56 plus 38? 94", "95"],
    ["Was ist 83 − 47? 36", "46"],
    ["Was ist 83 minus 47? 36", "34"],
    ["12 · 7 = 84", "74"],
    ["Was ist 3/4 + 1/8? 7/8", "5/8"],
    ["Was ist 3/4 mal 2/3? 1/2", "6/7"],
    ["Was ist 3/4 : 1/2? 1 1/2", "3/8"],
    ["Was ist 1 1/2 + 3/4? Ich glaube 2 1/4", "1 4/6"],
    ["Was ist 2 1/4 minus 1 1/2? 3/4", "1 3/4"],
    ["Was ist 1 1/2 × 2 2/3? 4", "2 2/6"],
    ["Was ist 1 1/2 geteilt durch 3/4? 2", "1 1/8"],
    ["Was sind 20 % von 150? 30", "35"],
  ])("%s is confirmed, the same task with %s is kindly marked wrong", (right, wrongAnswer) => {
    const [confirmed] = talk("mathematik", [right]);
    expect(confirmed).toMatch(PRAISED);
    expect(confirmed).not.toContain(UNCHECKED);
    const task = right.slice(0, right.includes("?") ? right.indexOf("?") + 1 : right.indexOf("="));
    const [marked] = talk("mathematik", [`${task}${right.includes("?") ? " " : " = "}${wrongAnswer}`]);
    expect(marked).toMatch(NOT_YET);
    expect(marked).not.toMatch(PRAISED);
    expect(marked).not.toContain(UNCHECKED);
  });

  it("poses a task with a mixed number whole, not without its whole part", () => {
    const [posed, right] = talk("mathematik", ["Was ist 1 1/2 + 3/4?", "2 1/4"]);
    expect(posed).toContain("1 1/2 + 3/4");
    expect(right).toMatch(PRAISED);
  });

  it("does not mark a correct mixed number wrong after moving on to the next task", () => {
    const [, solved, again] = talk("mathematik", ["Was ist 2/5 + 3/4?", "23/20", "1 3/20"]);
    expect(solved).toMatch(/Nächste Aufgabe/);
    expect(again).toContain("Das stimmt auch");
    expect(again).not.toMatch(NOT_YET);
  });

  it("checks a stated answer to a new task also while another task is open", () => {
    const [, marked] = talk("mathematik", ["Brüche", "Was ist 12 mal 7? Ich denke 86"]);
    expect(marked).toContain("Deine Aufgabe: Was gibt 12 · 7?");
    expect(marked).toMatch(NOT_YET);
  });

  it("only the turn right after moving on counts as an answer to the task before", () => {
    const [, , , later] = talk("mathematik", ["Was ist 2/5 + 3/4?", "23/20", "1/2", "1 3/20"]);
    expect(later).not.toContain("Das stimmt auch");
    expect(later).toMatch(NOT_YET);
  });

  it("reads «Aufgabe 3:» as the task's number, not as a division", () => {
    const [posed] = talk("mathematik", ["Aufgabe 3: 1 1/2 + 1/4"]);
    expect(posed).toContain("Was gibt 1 1/2 + 1/4?");
  });

  it("still asks for the steps when the task comes without an answer", () => {
    const [posed] = talk("mathematik", ["Was ist 12 mal 7?"]);
    expect(posed).toContain(UNCHECKED);
  });
});
