import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pdf, utf8 } from "#tests/support/file-fixtures.ts";
import { PDF_PROCESS_IDLE_MS } from "./limits.ts";
import { extractPdfText, pageNote } from "./pdf-text.ts";

/** This process's children that run the PDF process, by pid. */
function pdfProcesses(): string[] {
  return readdirSync("/proc").filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return (
        parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("pdf-process.ts")
      );
    } catch {
      return false; // not a process, or it ended meanwhile
    }
  });
}

describe("extractPdfText (in the PDF process, a worker thread per file)", () => {
  it(
    "reads in a process of its own that holds none of the server's settings and ends when idle",
    async () => {
      const result = await extractPdfText(pdf(["Seite eins"]));
      expect(result.text).toContain("Seite eins");
      const [pid, ...others] = pdfProcesses();
      expect(others).toEqual([]);
      const names = readFileSync(`/proc/${pid}/environ`, "utf8")
        .split("\0")
        .filter(Boolean)
        .map((entry) => entry.slice(0, entry.indexOf("=")));
      // NODE_CHANNEL_*: the IPC channel, set by fork itself.
      const settings = names.filter((name) => !name.startsWith("NODE_CHANNEL_"));
      expect(settings.filter((name) => name !== "TMPDIR" && name !== "NODE_COMPILE_CACHE")).toEqual([]);
      // Gone once idle, and with it what reading cost; the next PDF starts a new one.
      await expect.poll(pdfProcesses, { timeout: PDF_PROCESS_IDLE_MS + 5_000, interval: 200 }).toEqual([]);
      expect((await extractPdfText(pdf(["Seite zwei"]))).text).toContain("Seite zwei");
    },
    PDF_PROCESS_IDLE_MS + 15_000,
  );

  it("fails only the PDFs being read when the PDF process dies, and starts a new one", async () => {
    const long = pdf(Array.from({ length: 3000 }, (_, i) => `Seite ${i + 1}`));
    const reading = extractPdfText(long, { maxPages: 3000, timeoutMs: 60_000 });
    await expect.poll(pdfProcesses, { timeout: 10_000, interval: 50 }).toHaveLength(1);
    process.kill(Number(pdfProcesses()[0]), "SIGKILL");
    // Its exit, or the broken pipe to it, whichever the server notices first.
    await expect(reading).rejects.toThrow(/^the PDF process (ended \(SIGKILL\)|failed: write EPIPE)$/);
    expect((await extractPdfText(pdf(["Danach"]))).text).toContain("Danach");
  }, 30_000);

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
