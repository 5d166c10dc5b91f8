import { describe, expect, it } from "vitest";
import { safeSegment, swissDay, uniquePaths } from "./export-names.ts";

describe("export file names", () => {
  it.each([
    ["../../etc/passwd", "etc-passwd"],
    ["..\\..\\Windows\\win.ini", "windows-win.ini"],
    ["Übung Brüche (Teil 2).pdf", "uebung-brueche-teil-2.pdf"],
    ["Grösse & Masse.docx", "groesse-masse.docx"],
    ["...", "datei"],
    ["a.-.b", "a.b"],
    ["", "datei"],
    ["Café\u0000\u202eexe.txt", "cafe-exe.txt"],
    ["a".repeat(200), "a".repeat(60)],
  ])("makes %j a safe part of a path: %j", (name, expected) => {
    const safe = safeSegment(name, "datei");
    expect(safe).toBe(expected);
    expect(safe).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
    expect(safe).not.toContain("..");
  });

  it("never hands out a path twice", () => {
    const path = uniquePaths();
    expect(path("dateien", "notiz.txt", ".txt")).toBe("dateien/notiz.txt.txt");
    expect(path("dateien", "notiz.txt", ".txt")).toBe("dateien/notiz.txt-2.txt");
    expect(path("dateien", "notiz.txt", ".txt")).toBe("dateien/notiz.txt-3.txt");
    expect(path("sitzungen", "notiz.txt", ".txt")).toBe("sitzungen/notiz.txt.txt");
  });

  it("dates files by the Swiss calendar day", () => {
    expect(swissDay(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(swissDay(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });
});
