import { describe, expect, it } from "vitest";
import { findSubject, normaliseSubjectKey, SUBJECT_ALIASES, SUBJECT_IDS, SUBJECTS } from "./subjects.ts";

describe("subject catalogue", () => {
  it("has the product's nine active subjects with their grade labels", () => {
    expect(SUBJECTS.map((s) => s.id)).toEqual([...SUBJECT_IDS]);
    expect(SUBJECTS.every((s) => s.isActive)).toBe(true);
    const primary = SUBJECTS.filter((s) => s.grade === "Primarstufe").map((s) => s.id);
    expect(primary).toEqual(["mathematik", "deutsch", "englisch", "franzoesisch"]);
    expect(findSubject("franzoesisch")?.name).toBe("Französisch");
    expect(findSubject("bewerbungsgespraech")?.name).toBe("Bewerbungsgespräch");
  });

  it.each([
    ["math", "mathematik"],
    ["German", "deutsch"],
    ["french", "franzoesisch"],
    ["Français", "franzoesisch"],
    ["Französisch", "franzoesisch"],
    ["cs", "informatik"],
    ["Computer Science", "informatik"],
    ["interview", "bewerbungsgespraech"],
    ["Bewerbungsgespräch", "bewerbungsgespraech"],
    ["science", "physik"],
    ["  PHYSIK ", "physik"],
  ])("resolves %s to %s", (alias, id) => {
    expect(findSubject(alias)?.id).toBe(id);
  });

  it("knows nothing else", () => {
    for (const unknown of ["", "geschichte", "toString", "__proto__", "constructor"]) {
      expect(findSubject(unknown)).toBeNull();
    }
  });

  it("has only aliases that point at real subjects and are already normalised", () => {
    for (const [alias, id] of Object.entries(SUBJECT_ALIASES)) {
      expect(SUBJECT_IDS).toContain(id);
      expect(normaliseSubjectKey(alias)).toBe(alias);
    }
  });
});
