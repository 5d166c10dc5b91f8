import { describe, expect, it } from "vitest";
import { parseAnswer } from "./parse-number.ts";
import { formatFraction } from "./rational.ts";

const read = (text: string) => {
  const value = parseAnswer(text);
  return value ? formatFraction(value) : null;
};

describe("parseAnswer", () => {
  it("reads German and English notation, fractions and assignments", () => {
    expect(read("3,5")).toBe("7/2");
    expect(read("3.5")).toBe("7/2");
    expect(read("x = 4")).toBe("4");
    expect(read("x=4")).toBe("4");
    expect(read("4")).toBe("4");
    expect(read("−4")).toBe("-4");
    expect(read("7/8")).toBe("7/8");
    expect(read("$\\frac{7}{8}$")).toBe("7/8");
    expect(read("3/4 + 1/8 = 7/8")).toBe("7/8");
    expect(read("1 1/2")).toBe("3/2");
    expect(read("1'000")).toBe("1000");
    expect(read("Ich glaube, es ist 0,875.")).toBe("7/8");
    expect(read("keine Ahnung")).toBeNull();
  });
});
