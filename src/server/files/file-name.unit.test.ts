import { describe, expect, it } from "vitest";
import { extensionOf, sanitiseFileName } from "./file-name.ts";

describe("sanitiseFileName", () => {
  it.each([
    ["aufgabe.pdf", "aufgabe.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\mia\\Desktop\\Brüche.docx", "Brüche.docx"],
    ["/var/www/../shell.php.png", "shell.php.png"],
    ["a\u0000b\u202Ec.txt", "abc.txt"],
    ["zeile\r\nzwei.txt", "zeile zwei.txt"],
    ["<script>.txt", "_script_.txt"],
    ["...versteckt.txt", "versteckt.txt"],
    ["name. . .", "name"],
    ["", "datei"],
    ["../", "datei"],
    ["\u200B\u200B", "datei"],
  ])("%j → %j", (raw, clean) => {
    expect(sanitiseFileName(raw)).toBe(clean);
  });

  it("caps long names and keeps the extension", () => {
    const name = sanitiseFileName(`${"sehr-lang-".repeat(50)}.docx`);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith(".docx")).toBe(true);
    expect(sanitiseFileName(`${"😀".repeat(100)}.txt`)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("reads the extension in lower case", () => {
    expect(extensionOf("Foto.JPEG")).toBe("jpeg");
    expect(extensionOf("ohne")).toBe("");
    expect(extensionOf(".txt")).toBe("");
  });
});
