import { describe, expect, it } from "vitest";
import CASES from "./file-name.cases.json" with { type: "json" };
import { extensionOf, sanitiseFileName } from "./file-name.ts";

describe("sanitiseFileName", () => {
  // Hostile and odd names and what is kept of them: file-name.cases.json.
  it.each(CASES)("%j → %j", (raw, clean) => {
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
