// Extraction of the largest files a pupil may upload: a 15 MB PDF (preparation's maximum) and a
// 10 MB DOCX (a chat's), through the same code the upload endpoints use. Throughput is file
// megabytes per second of extraction (p50 of several runs; every PDF run starts its own worker,
// as an upload does). Memory: the process's peak RSS and heap, and the PDF worker's own peak.
// It runs in a child process, so the peak RSS is the extraction's, not the rest of the bench's.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { getHeapStatistics } from "node:v8";
import { extractContent } from "#server/files/extract-content.ts";
import { extractPdfText } from "#server/files/pdf-text.ts";
import { MB, PREPARATION_MAX_BYTES, SESSION_MAX_BYTES } from "#shared/domain/file-limits.ts";
import { docx } from "#tests/support/docx-fixtures.ts";
import { pdf, pseudoRandomBytes } from "#tests/support/file-fixtures.ts";
import { latency, progress, round } from "./stats.ts";

const RUNS = 5;
const PDF_PAGES = 120;

export function extractionBench(root: string): Promise<unknown> {
  progress("extraction: a 15 MB PDF and a 10 MB DOCX, in a child process");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--child"], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`extraction bench exited with ${code}`)),
    );
  });
}

/** Words for generated text: German school vocabulary, so the text compresses like real text. */
const WORDS =
  "Bruch Nenner Zähler addieren Aufgabe Lösung Gleichung Photosynthese Zelle Energie Satz Verb Nomen Adjektiv Aare Gotthard Kanton Gemeinde Versuch Beobachtung Hypothese Resultat und oder aber weil darum deshalb".split(
    " ",
  );
function paragraph(seed: number, words: number): string {
  return Array.from(
    { length: words },
    (_, i) => WORDS[(seed * 31 + i * 7 + ((i * i) % 13)) % WORDS.length],
  ).join(" ");
}

function buildPdf(): Uint8Array {
  const pages = Array.from({ length: PDF_PAGES }, (_, i) => `Seite ${i + 1}: ${paragraph(i, 40)}`);
  const imageBytes = Math.floor((PREPARATION_MAX_BYTES - 200 * 1024) / PDF_PAGES);
  return pdf(pages, { imageBytes });
}

function buildDocx(): Uint8Array {
  const paragraphs = Array.from({ length: 12_000 }, (_, i) => paragraph(i, 25));
  const text = docx(paragraphs);
  const media = pseudoRandomBytes(SESSION_MAX_BYTES - text.length - 64 * 1024, 7);
  return docx(paragraphs, { "word/media/bild1.png": media });
}

async function timeRuns(run: () => Promise<unknown>) {
  await run(); // warm-up: module loading and JIT are not the steady state
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return latency(times);
}

const options = { describer: null };
const peakRss = () => process.resourceUsage().maxRSS * 1024;

async function child() {
  const docxFile = buildDocx();
  const pdfFile = buildPdf();
  globalThis.gc?.();
  const baseline = { rssBytes: process.memoryUsage().rss, heapUsedBytes: getHeapStatistics().used_heap_size };

  let docxHeapPeak = 0;
  const docxTimes = await timeRuns(async () => {
    await extractContent(docxFile, "bench.docx", options);
    docxHeapPeak = Math.max(docxHeapPeak, getHeapStatistics().used_heap_size);
  });
  const docxContent = await extractContent(docxFile, "bench.docx", options);
  const docxPeakRss = peakRss();

  let workerPeak = 0;
  let pdfResult: Awaited<ReturnType<typeof extractPdfText>> | undefined;
  const pdfTimes = await timeRuns(async () => {
    pdfResult = await extractPdfText(pdfFile);
    workerPeak = Math.max(workerPeak, pdfResult.peakMemoryBytes);
  });

  const mbPerSecond = (bytes: number, ms: number) => round(bytes / MB / (ms / 1000), 1);
  return {
    runs: RUNS,
    baseline,
    docx: {
      fileBytes: docxFile.length,
      ...docxTimes,
      mbPerSecond: mbPerSecond(docxFile.length, docxTimes.p50Ms),
      textChars: docxContent.content.length,
      processPeakRssBytes: docxPeakRss,
      processHeapUsedPeakBytes: docxHeapPeak,
    },
    pdf: {
      fileBytes: pdfFile.length,
      pages: PDF_PAGES,
      pagesRead: pdfResult?.pagesRead,
      textChars: pdfResult?.text.length,
      ...pdfTimes,
      mbPerSecond: mbPerSecond(pdfFile.length, pdfTimes.p50Ms),
      workerPeakMemoryBytes: workerPeak,
      processPeakRssBytes: peakRss(),
    },
  };
}

if (process.argv.includes("--child")) {
  console.log(JSON.stringify(await child()));
  process.exit(0);
}
