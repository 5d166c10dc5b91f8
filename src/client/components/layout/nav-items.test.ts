import { describe, expect, it } from "vitest";
import { isNavItemActive, NAV_ITEMS, TEACHER_NAV_ITEMS } from "./nav-items.ts";

const activeLabels = (pathname: string) =>
  NAV_ITEMS.filter((item) => isNavItemActive(item.to, pathname)).map((item) => item.label);

describe("isNavItemActive", () => {
  it("lists the five entries in the product's order", () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ["Start", "/"],
      ["Analyse", "/analyse"],
      ["Tutor", "/tutor"],
      ["Fächer", "/faecher"],
      ["Profil", "/profil"],
    ]);
  });

  it("marks Start only on exactly /", () => {
    expect(activeLabels("/")).toEqual(["Start"]);
    expect(isNavItemActive("/", "/tutor")).toBe(false);
    expect(isNavItemActive("/", "/profil")).toBe(false);
  });

  it("marks Analyse on /analyse and on a session's analysis", () => {
    expect(activeLabels("/analyse")).toEqual(["Analyse"]);
    expect(activeLabels("/analysis/abc-123")).toEqual(["Analyse"]);
  });

  it("marks the other entries for their path and everything below it", () => {
    expect(activeLabels("/tutor")).toEqual(["Tutor"]);
    expect(activeLabels("/tutor/select/mathematik")).toEqual(["Tutor"]);
    expect(activeLabels("/tutor/ai-voice/physik")).toEqual(["Tutor"]);
    expect(activeLabels("/faecher")).toEqual(["Fächer"]);
    expect(activeLabels("/profil")).toEqual(["Profil"]);
  });

  it("matches whole path segments only", () => {
    expect(activeLabels("/tutorial")).toEqual([]);
    expect(activeLabels("/profile")).toEqual([]);
  });

  it("gives a teacher Klassen and Profil; Klassen stays lit on a class's pages", () => {
    expect(TEACHER_NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ["Klassen", "/"],
      ["Profil", "/profil"],
    ]);
    const teacherActive = (pathname: string) =>
      TEACHER_NAV_ITEMS.filter((item) => isNavItemActive(item.to, pathname)).map((item) => item.label);
    expect(teacherActive("/")).toEqual(["Klassen"]);
    expect(teacherActive("/klassen/abc/verwalten")).toEqual(["Klassen"]);
    expect(teacherActive("/klassenfahrt")).toEqual([]);
    expect(teacherActive("/profil")).toEqual(["Profil"]);
  });
});
