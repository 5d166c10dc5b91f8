import { describe, expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { MAX_PUPILS_PER_UPLOAD } from "#shared/contracts/classes.ts";
import { parseClassList } from "./class-list.ts";

/** The refusal's message (422 invalid_class_list), or fails when the list was taken. */
function refusal(text: string): string {
  try {
    parseClassList(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).code).toBe("invalid_class_list");
    return (error as AppError).message;
  }
  throw new Error("the list was accepted");
}

describe("a teacher's class list", () => {
  it("reads comma, semicolon (Swiss Excel) and tab lists, with a header, BOM and empty lines", () => {
    const expected = [
      { firstName: "Mia", lastName: "Keller" },
      { firstName: "Noah", lastName: "Müller" },
    ];
    expect(parseClassList("Vorname,Nachname\nMia,Keller\nNoah,Müller\n")).toEqual(expected);
    expect(parseClassList("\uFEFFVorname;Nachname\r\n\r\nMia;Keller\r\n;\r\nNoah;Müller\r\n")).toEqual(
      expected,
    );
    expect(parseClassList("Mia\tKeller\n\n  \nNoah\tMüller")).toEqual(expected);
  });

  it("takes a nickname alone, «Vorname Nachname» in one cell, and RFC 4180 quotes", () => {
    expect(parseClassList('Lu\nAnna Lena Meier\n"Mia"," Keller"\n')).toEqual([
      { firstName: "Lu", lastName: null },
      { firstName: "Anna Lena", lastName: "Meier" },
      { firstName: "Mia", lastName: "Keller" },
    ]);
  });

  it("keeps names in any script and with accents, apostrophes and hyphens", () => {
    expect(parseClassList("Zoë;D'Angelo\nAnne-Marie;Nguyễn\nΕλένη;Παπαδοπούλου")).toEqual([
      { firstName: "Zoë", lastName: "D'Angelo" },
      { firstName: "Anne-Marie", lastName: "Nguyễn" },
      { firstName: "Ελένη", lastName: "Παπαδοπούλου" },
    ]);
  });

  it("refuses cells that a spreadsheet would run as formulas, by line, without repeating them", () => {
    for (const cell of [
      '=HYPERLINK("http://böse.example","klick")',
      "+41 79",
      "-2+3",
      "@SUM(A1)",
      '" =1+1"',
    ]) {
      const message = refusal(`Mia,Keller\nNoah,${cell}`);
      expect(message).toContain("Zeile 2");
      expect(message).toContain("Tabellenformel");
      expect(message).not.toContain("HYPERLINK");
      expect(message).not.toContain("böse");
    }
    expect(refusal("=cmd|' /C calc'!A0")).toContain("Zeile 1");
  });

  it("refuses digits and markup in names, too long names and an open quote", () => {
    expect(refusal("Mia,Keller\nR2D2,Droid")).toMatch(/^Zeile 2: Ein Name enthält Zeichen/);
    expect(refusal("<script>alert(1)</script>")).toMatch(/^Zeile 1: /);
    expect(refusal(`Mia,${"a".repeat(41)}`)).toBe("Zeile 1: Ein Name ist länger als 40 Zeichen.");
    expect(refusal('Mia,"Keller\nNoah,Müller')).toBe(
      "Zeile 1: Ein Anführungszeichen wird nicht geschlossen.",
    );
  });

  it("refuses an empty list and more than the upload's maximum, saying how many", () => {
    expect(refusal("\n \nVorname;Nachname\n;;\n")).toBe("Die Klassenliste enthält keine Namen.");
    expect(refusal("")).toBe("Die Klassenliste enthält keine Namen.");
    const thousand = Array.from({ length: 1000 }, (_, i) => `Kind,${"abcdefghij"[i % 10]}`).join("\n");
    expect(refusal(thousand)).toBe(
      `Die Liste enthält 1000 Namen; auf einmal gehen höchstens ${MAX_PUPILS_PER_UPLOAD}. Bitte teile sie auf.`,
    );
    expect(
      parseClassList(Array.from({ length: MAX_PUPILS_PER_UPLOAD }, () => "Kind").join("\n")),
    ).toHaveLength(MAX_PUPILS_PER_UPLOAD);
  });
});
