import { describe, expect, it } from "vitest";
import { docx } from "#tests/support/docx-fixtures.ts";
import { jpeg, pdf, png, utf8, windows1252 } from "#tests/support/file-fixtures.ts";
import { detectFormat } from "./detect-format.ts";

describe("detectFormat: content and name must agree", () => {
  it.each([
    ["blatt.pdf", () => pdf(["Hallo"]), "pdf"],
    ["foto.JPG", () => jpeg(40, 30), "jpg"],
    ["foto.jpeg", () => jpeg(40, 30), "jpg"],
    ["skizze.png", () => png(4, 4), "png"],
    ["aufsatz.docx", () => docx(["Hallo"]), "docx"],
    ["notizen.txt", () => utf8("Grüezi mitenand"), "txt"],
    ["alt.txt", () => windows1252("Grüezi"), "txt"],
    ["daten.txt", () => utf8("<?xml version='1.0'?><notiz>XML als Text</notiz>"), "txt"],
  ] as const)("accepts %s", async (name, bytes, format) => {
    expect(await detectFormat(bytes(), name)).toBe(format);
  });

  it.each([
    ["bild.pdf", () => png(4, 4), "Der Inhalt ist ein PNG-Bild, der Dateiname endet aber auf .pdf."],
    [
      "aufgabe.docx",
      () => pdf(["x"]),
      "Der Inhalt ist ein PDF-Dokument, der Dateiname endet aber auf .docx.",
    ],
    ["foto.png", () => jpeg(4, 4), "Der Inhalt ist ein JPEG-Bild, der Dateiname endet aber auf .png."],
    ["text.pdf", () => utf8("nur Text"), "Der Inhalt ist Text, der Dateiname endet aber auf .pdf."],
    [
      "archiv.docx",
      () => Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]),
      "keine erlaubte Datei",
    ],
    [
      "spiel.png",
      () => Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
      "keine erlaubte Datei",
    ],
  ] as const)("refuses %s whose content is something else", async (name, bytes, reason) => {
    await expect(detectFormat(bytes(), name)).rejects.toThrow(/^Dateityp nicht unterstützt: /);
    await expect(detectFormat(bytes(), name)).rejects.toThrow(reason);
  });

  it.each(["bild.gif", "programm.exe", "ohne-endung", "seite.html"])(
    "refuses the extension of %s",
    async (name) => {
      await expect(detectFormat(utf8("x"), name)).rejects.toThrow(
        "Dateityp nicht unterstützt. Erlaubt sind JPG, PNG, PDF, TXT und DOCX.",
      );
    },
  );
});
