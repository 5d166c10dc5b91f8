import { describe, expect, it } from "vitest";
import { png, utf8, windows1252 } from "#tests/support/file-fixtures.ts";
import { decodeText } from "./text-decode.ts";

describe("decodeText", () => {
  it("reads UTF-8, with or without a byte order mark", () => {
    expect(decodeText(utf8("Grüezi, Frau Müller: 3 € ✓"))).toEqual({
      text: "Grüezi, Frau Müller: 3 € ✓",
      encoding: "utf-8",
    });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8("Äpfel")])).text).toBe("Äpfel");
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8", () => {
    expect(decodeText(windows1252("Grüezi Müller – Preis: 5 €"))).toEqual({
      text: "Grüezi Müller – Preis: 5 €",
      encoding: "windows-1252",
    });
  });

  it("refuses binary data: NUL bytes or many control characters", () => {
    expect(() => decodeText(png(2, 2))).toThrow("enthält aber keinen lesbaren Text");
    expect(() => decodeText(Uint8Array.from([0x41, 0x00, 0x42]))).toThrow("keinen lesbaren Text");
    expect(() => decodeText(Uint8Array.from({ length: 100 }, (_, i) => (i % 5 === 0 ? 0x01 : 0x41)))).toThrow(
      "keinen lesbaren Text",
    );
  });
});
