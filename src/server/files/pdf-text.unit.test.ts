import { describe, expect, it } from "vitest";
import { pdf, utf8 } from "#tests/support/file-fixtures.ts";
import { extractPdfText, pageNote } from "./pdf-text.ts";

describe("extractPdfText (in a worker thread)", () => {
  it("reads the text of every page", async () => {
    const result = await extractPdfText(pdf(["Seite eins: Grüezi (3/4)", "Seite zwei"]));
    expect(result.text).toContain("Seite eins: Grüezi (3/4)");
    expect(result.text).toContain("Seite zwei");
    expect(result).toMatchObject({ pagesRead: 2, totalPages: 2 });
    expect(pageNote(result)).toBeUndefined();
  });

  // How fast this is refused is a figure of `npm run bench` (bench/upload-attacks.ts), not a test.
  it("reads only the first pages of a PDF with thousands", async () => {
    const big = pdf(Array.from({ length: 5000 }, (_, i) => `Seite ${i + 1}`));
    const result = await extractPdfText(big);
    expect(result).toMatchObject({ pagesRead: 50, totalPages: 5000 });
    expect(result.text).toContain("Seite 50");
    expect(result.text).not.toContain("Seite 51");
    expect(pageNote(result)).toBe("[Hinweis: Gelesen wurden nur die ersten 50 von 5000 Seiten.]");
  });

  it("terminates the worker when the time is up", async () => {
    // The time counts from pdf.js being loaded: 200 pages take far longer than 20 ms to read.
    const long = pdf(Array.from({ length: 200 }, (_, i) => `Seite ${i + 1}`));
    let onWorkerExit: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => {
      onWorkerExit = resolve;
    });
    await expect(extractPdfText(long, { timeoutMs: 20 }, { onWorkerExit })).rejects.toThrow(
      "Das PDF ist zu aufwendig: Es liess sich nicht innert 0.02 Sekunden lesen.",
    );
    // 1 is the exit code of a terminated worker; one that finished its 200 pages would exit with 0.
    expect(await exitCode).toBe(1);
  });

  it("ends a worker that needs more memory than it may have", async () => {
    const big = pdf(Array.from({ length: 5000 }, (_, i) => `Seite ${i + 1}`));
    await expect(extractPdfText(big, { heapMb: 8, timeoutMs: 10_000 })).rejects.toThrow(
      "Das PDF ist zu aufwendig: Es braucht zum Lesen zu viel Speicher.",
    );
  });

  it("refuses a broken PDF", async () => {
    await expect(extractPdfText(utf8("%PDF-1.4\nkaputt"))).rejects.toThrow("Das PDF ist beschädigt");
  });
});
