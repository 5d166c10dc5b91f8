import { describe, expect, it } from "vitest";
import { fileMessages } from "./file-messages.ts";

const uploaded = (
  name: string,
  type: string,
  analysisResult: Parameters<typeof fileMessages>[0][number]["analysisResult"],
) => ({
  name,
  type,
  size: 100,
  analysisResult,
});

describe("fileMessages", () => {
  it("prefixes images and documents as docs/product.md §4.6 says, and leaves out failed or empty analyses", () => {
    const messages = fileMessages([
      uploaded("foto.jpg", "image/jpeg", { type: "image", fileName: "foto.jpg", content: " Eine Tabelle " }),
      uploaded("kaputt.pdf", "application/pdf", {
        type: "error",
        fileName: "kaputt.pdf",
        content: "",
        error: "x",
      }),
      uploaded("leer.txt", "text/plain", { type: "document", fileName: "leer.txt", content: "  " }),
      uploaded("notiz.txt", "text/plain", { type: "document", fileName: "notiz.txt", content: "Vokabeln" }),
    ]);
    expect(messages.map((m) => m.text)).toEqual([
      "[BILD ANALYSIERT: foto.jpg] Eine Tabelle",
      "[DOKUMENT ANALYSIERT: notiz.txt] Vokabeln",
    ]);
    expect(messages[0]?.attachment).toMatchObject({ name: "foto.jpg", type: "image/jpeg", size: 100 });
  });
});
