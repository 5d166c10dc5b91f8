import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MB } from "#shared/domain/file-limits.ts";
import { docx, docxZipBomb } from "#tests/support/docx-fixtures.ts";
import { extractDocxText, isUnsafePath } from "./docx.ts";
import { DocxTextCollector, MAX_PENDING } from "./docx-text.ts";
import { MAX_TEXT_CHARS } from "./limits.ts";

const CONTENT_TYPES = { "[Content_Types].xml": strToU8("<Types/>") };

describe("extractDocxText", () => {
  it("reads paragraphs from the runs of word/document.xml, entities decoded", () => {
    const { text, cut } = extractDocxText(
      docx(["Brüche: 3/4 < 1 & 1/8 > 0", "Zweiter \"Absatz\" mit 'Zitat'"]),
    );
    expect(text).toBe("Brüche: 3/4 < 1 & 1/8 > 0\nZweiter \"Absatz\" mit 'Zitat'\n");
    expect(cut).toBe(false);
  });

  it("keeps tabs and breaks and skips deleted text", () => {
    const xml =
      "<w:document><w:body><w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c&#228;&#x2713;</w:t></w:r>" +
      "<w:del><w:r><w:delText>weg</w:delText></w:r></w:del></w:p></w:body></w:document>";
    const file = zipSync({ ...CONTENT_TYPES, "word/document.xml": strToU8(xml) });
    expect(extractDocxText(file).text).toBe("a\tb\ncä✓\n");
  });

  it("never expands entities and refuses a DTD", () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY lol "lol">]><w:document><w:p><w:r><w:t>&lol;</w:t></w:r></w:p></w:document>';
    const file = zipSync({ ...CONTENT_TYPES, "word/document.xml": strToU8(xml) });
    expect(() => extractDocxText(file)).toThrow("enthält eine DTD");
    const undefinedEntity = "<w:document><w:p><w:r><w:t>&lol; &amp;lt;</w:t></w:r></w:p></w:document>";
    const unknown = zipSync({ ...CONTENT_TYPES, "word/document.xml": strToU8(undefinedEntity) });
    expect(extractDocxText(unknown).text).toBe("&lol; &lt;\n");
  });

  it("refuses a text part without tag ends instead of buffering it", () => {
    const xml = `<w:document><w:p><w:r><w:t ${"a".repeat(3 * 1024 * 1024)}`;
    const file = zipSync({ ...CONTENT_TYPES, "word/document.xml": strToU8(xml) });
    expect(() => extractDocxText(file)).toThrow("Der Textteil ist kein gültiges XML.");
    // Fed in pieces, the collector refuses as soon as it holds more than MAX_PENDING, not at the end.
    const collector = new DocxTextCollector(MAX_TEXT_CHARS);
    const piece = "a".repeat(64 * 1024);
    let held = 0;
    expect(() => {
      collector.push("<w:document><w:p><w:r><w:t ");
      for (; held < 3 * 1024 * 1024; held += piece.length) collector.push(piece);
    }).toThrow("Der Textteil ist kein gültiges XML.");
    expect(held).toBeLessThanOrEqual(MAX_PENDING);
  });

  it("stops reading once enough text is collected", () => {
    const paragraphs = Array.from({ length: 2000 }, (_, i) => `Absatz ${i}: ${"Wort ".repeat(20)}`);
    const { text, cut } = extractDocxText(docx(paragraphs), { maxChars: 10_000 });
    expect(cut).toBe(true);
    expect(text.length).toBeLessThan(12_000);
    expect(text.startsWith("Absatz 0: Wort")).toBe(true);
  });

  it("refuses a zip bomb by its declared size without inflating it", () => {
    const bomb = docxZipBomb(300);
    expect(bomb.length).toBeLessThan(400_000);
    let inflated = 0;
    expect(() => extractDocxText(bomb, { onInflated: (bytes) => (inflated += bytes) })).toThrow(
      "entpackt zu gross",
    );
    expect(inflated).toBe(0);
  });

  it("stops a zip bomb that forges its sizes after a few megabytes", () => {
    const bomb = docxZipBomb(300, { forgeSizes: true });
    let inflated = 0;
    expect(() => extractDocxText(bomb, { onInflated: (bytes) => (inflated += bytes) })).toThrow(
      "entpackt zu gross",
    );
    // One 8 KB step of compressed zeros inflates to about 8 MB; all of the bomb would be 300 MB.
    expect(inflated).toBeGreaterThan(0);
    expect(inflated).toBeLessThanOrEqual(10 * MB);
  });

  it.each(["../evil.sh", "word/../../evil.sh", "/etc/cron.d/x", "word\\..\\evil", "C:/evil", "a\u0000b"])(
    "refuses an entry named %j (zip-slip)",
    (name) => {
      const file = docx(["Hallo"], { [name]: strToU8("x") });
      expect(() => extractDocxText(file)).toThrow("ungültigen Pfad");
    },
  );

  it("refuses an archive with too many entries", () => {
    const entries = Object.fromEntries(
      Array.from({ length: 1001 }, (_, i) => [`word/media/${i}.txt`, strToU8("")]),
    );
    expect(() => extractDocxText(docx(["x"], entries))).toThrow("zu vielen Teilen");
  });

  it("refuses a zip without word/document.xml, and broken data", () => {
    expect(() => extractDocxText(zipSync({ ...CONTENT_TYPES, "xl/workbook.xml": strToU8("<x/>") }))).toThrow(
      "Es fehlt der Textteil",
    );
    expect(() => extractDocxText(Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3]))).toThrow("beschädigt");
  });

  it("knows which paths are unsafe", () => {
    expect(isUnsafePath("word/document.xml")).toBe(false);
    expect(isUnsafePath("word/media/bild..png")).toBe(false);
    expect(isUnsafePath("word/../x")).toBe(true);
  });
});
