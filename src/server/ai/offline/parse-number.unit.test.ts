import { describe, expect, it } from "vitest";
import CASES from "./parse-number.cases.json" with { type: "json" };
import { parseAnswer } from "./parse-number.ts";
import { formatFraction } from "./rational.ts";

const read = (text: string) => {
  const value = parseAnswer(text);
  return value ? formatFraction(value) : null;
};

describe("parseAnswer", () => {
  // German and English notation, fractions and assignments: parse-number.cases.json.
  it.each(CASES)("reads %j as %j", (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it("reads no number where there is none", () => {
    expect(read("keine Ahnung")).toBeNull();
  });
});
