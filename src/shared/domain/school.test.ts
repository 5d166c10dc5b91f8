import { describe, expect, it } from "vitest";
import { gradeLabel, gradesFor, schoolTypeLabel } from "./school.ts";

describe("school domain", () => {
  it("has the product's grade ranges", () => {
    expect(gradesFor("PRIMARY")).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gradesFor("SECONDARY")).toEqual([1, 2, 3]);
    expect(gradesFor("GYMNASIUM")).toEqual([1, 2, 3, 4]);
  });

  it("labels school types and grades as the profile shows them", () => {
    expect(schoolTypeLabel("PRIMARY")).toBe("Primarschule");
    expect(schoolTypeLabel("SECONDARY")).toBe("Sekundarschule");
    expect(schoolTypeLabel("GYMNASIUM")).toBe("Gymnasium");
    expect(schoolTypeLabel("UNI")).toBe("Nicht angegeben");
    expect(schoolTypeLabel(null)).toBe("Nicht angegeben");
    expect(schoolTypeLabel("toString")).toBe("Nicht angegeben");
    expect(gradeLabel(3)).toBe("3. Klasse");
  });
});
