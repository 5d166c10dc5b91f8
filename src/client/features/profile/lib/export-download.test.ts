import { describe, expect, it } from "vitest";
import {
  FALLBACK_EXPORT_NAME,
  fileNameFromDisposition,
  formatBytes,
  progressText,
} from "./export-download.ts";

describe("fileNameFromDisposition", () => {
  it("reads the server's quoted file name", () => {
    expect(fileNameFromDisposition('attachment; filename="lernfunke-daten-2026-11-26.zip"')).toBe(
      "lernfunke-daten-2026-11-26.zip",
    );
  });

  it("prefers the encoded filename* and reads a bare token", () => {
    expect(
      fileNameFromDisposition(`attachment; filename="daten.zip"; filename*=UTF-8''meine%20daten%C3%A4.zip`),
    ).toBe("meine datenä.zip");
    expect(fileNameFromDisposition("attachment; filename=daten.zip")).toBe("daten.zip");
  });

  it("drops path parts and falls back without a usable name", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/daten.zip"')).toBe("daten.zip");
    expect(fileNameFromDisposition(null)).toBe(FALLBACK_EXPORT_NAME);
    expect(fileNameFromDisposition("attachment")).toBe(FALLBACK_EXPORT_NAME);
    expect(fileNameFromDisposition('attachment; filename=""')).toBe(FALLBACK_EXPORT_NAME);
  });
});

describe("formatBytes", () => {
  it("writes kB below a megabyte and MB with a decimal comma above", () => {
    expect(formatBytes(0)).toBe("0 kB");
    expect(formatBytes(350_400)).toBe("350 kB");
    expect(formatBytes(2_400_000)).toBe("2,4 MB");
    expect(formatBytes(123_456_789)).toBe("123,5 MB");
    expect(progressText(2_400_000)).toBe("2,4 MB geladen …");
  });
});
