import { describe, expect, it } from "vitest";
import { OPTION_KEYS, QUIZ_QUESTIONS, QUIZ_SEGMENTS, startsNewSegmentAfter } from "./quiz.ts";

describe("quiz content", () => {
  it("has 17 questions in the product's three segments", () => {
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    const segmentOf = (id: number) => QUIZ_QUESTIONS.find((q) => q.id === id)?.segment;
    expect([1, 2, 3, 4, 5, 6].map(segmentOf)).toEqual([1, 1, 1, 1, 1, 1]);
    expect([7, 8, 9, 10, 11, 12].map(segmentOf)).toEqual([2, 2, 2, 2, 2, 2]);
    expect([13, 14, 15, 16, 17].map(segmentOf)).toEqual([3, 3, 3, 3, 3]);
    expect(QUIZ_SEGMENTS).toEqual({
      1: "Lernansätze",
      2: "Lernen & Kommunikation",
      3: "Organisation & Soziales",
    });
  });

  it("gives every question a title, a subtitle and four distinct options A-D with emoji and label", () => {
    for (const q of QUIZ_QUESTIONS) {
      expect(q.title.length).toBeGreaterThan(10);
      expect(q.subtitle.length).toBeGreaterThan(5);
      expect(q.options.map((o) => o.key)).toEqual([...OPTION_KEYS]);
      expect(new Set(q.options.map((o) => o.label)).size).toBe(4);
      for (const o of q.options) {
        expect(o.emoji).toMatch(/\p{Extended_Pictographic}/u);
        expect(o.label.length).toBeGreaterThan(3);
      }
    }
  });

  it("writes Swiss Standard German: ss, never ß", () => {
    const text = JSON.stringify(QUIZ_QUESTIONS);
    expect(text).not.toContain("ß");
  });

  it("shows an intermission exactly before questions 7 and 13", () => {
    const breaks = QUIZ_QUESTIONS.map((_, i) => i).filter(startsNewSegmentAfter);
    expect(breaks.map((i) => QUIZ_QUESTIONS[i + 1]?.id)).toEqual([7, 13]);
  });
});
