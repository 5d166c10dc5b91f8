import { describe, expect, it } from "vitest";
import { fileKindLabel, formatFileSize } from "./file-format.ts";
import { uniqueKeys } from "./unique-keys.ts";

describe("file display", () => {
  it("names the kind from the MIME type, or the extension when the type is missing", () => {
    expect(fileKindLabel("image/png")).toBe("PNG-Bild");
    expect(fileKindLabel("", "Aufsatz.DOCX")).toBe("Word-Dokument");
    expect(fileKindLabel("application/zip", "x.zip")).toBe("Datei");
  });

  it("writes sizes the Swiss way", () => {
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });

  it("keeps repeated values apart as keys", () => {
    expect(uniqueKeys(["a", "b", "a", "a"])).toEqual(["a", "b", "a#2", "a#3"]);
  });
});
