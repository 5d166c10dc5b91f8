import { describe, expect, it } from "vitest";
import { MB } from "#shared/domain/file-limits.ts";
import { dropzoneMessage, rejectedSummary, rejectionReason } from "./file-rejections.ts";
import { preparationLimitMessage, sessionLimitMessage } from "./limit-messages.ts";

// The upload area's texts (docs/product.md §5.2 and §5.3).

describe("rejection texts", () => {
  const limits = { maxSize: 15 * MB, maxFiles: 5 };

  it("gives the product's German reason per react-dropzone error code, else 'Unbekannter Fehler'", () => {
    expect(rejectionReason("file-too-large", limits)).toBe("Datei zu groß (max. 15MB)");
    expect(rejectionReason("file-too-large", { maxSize: 10 * MB, maxFiles: 3 })).toBe(
      "Datei zu groß (max. 10MB)",
    );
    expect(rejectionReason("file-invalid-type", limits)).toBe("Dateityp nicht unterstützt");
    expect(rejectionReason("too-many-files", limits)).toBe("Zu viele Dateien (max. 5)");
    expect(rejectionReason("name-too-long", limits)).toBe("Unbekannter Fehler");
    expect(rejectedSummary(2)).toBe("2 Datei(en) abgelehnt. Überprüfe Dateigröße und -typ.");
  });

  it("words the size errors in bytes as the product lists them, and keeps the library's other messages", () => {
    const sizes = { minSize: 1, maxSize: 10 * MB };
    expect(dropzoneMessage({ code: "file-too-large", message: "File is larger than 10 MB" }, sizes)).toBe(
      "File is larger than 10485760 bytes",
    );
    expect(dropzoneMessage({ code: "file-too-small", message: "x" }, { minSize: 2, maxSize: 1 })).toBe(
      "File is smaller than 2 bytes",
    );
    expect(dropzoneMessage({ code: "too-many-files", message: "Too many files" }, sizes)).toBe(
      "Too many files",
    );
  });
});

describe("limit messages", () => {
  it("preparation: more than 5", () => {
    expect(preparationLimitMessage(5)).toBeNull();
    expect(preparationLimitMessage(7)).toBe("Maximal 5 Dateien erlaubt. Du versuchst 7 Dateien hochzuladen.");
  });

  it("session: more than are left (what is left is {max}), or full already", () => {
    expect(sessionLimitMessage(0, 3)).toBeNull();
    expect(sessionLimitMessage(1, 2)).toBeNull();
    expect(sessionLimitMessage(0, 4)).toBe(
      "Maximal 3 Dateien pro Session erlaubt. Du versuchst 4 Dateien hochzuladen.",
    );
    expect(sessionLimitMessage(2, 2)).toBe(
      "Maximal 1 Dateien pro Session erlaubt. Du versuchst 2 Dateien hochzuladen.",
    );
    expect(sessionLimitMessage(3, 1)).toBe(
      "Maximal 3 Dateien pro Session erlaubt. Du hast bereits 3 hochgeladen.",
    );
  });
});
