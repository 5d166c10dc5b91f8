// Upload attacks (the set of src/server/features/files/upload-attacks.test.ts that reaches text
// extraction): how long extractContent takes to refuse or cap each one. The tests prove that each
// is refused and how little work it costs (bytes inflated, pages read, worker terminated); the
// time a pupil waits for the refusal is this figure, with a target of 2 s per file.
// Standalone: node bench/upload-attacks.ts
import { fileURLToPath } from "node:url";
import { strToU8 } from "fflate";
import { extractContent } from "#server/files/extract-content.ts";
import { FileRejected } from "#server/files/file-rejected.ts";
import { docx, docxZipBomb } from "#tests/support/docx-fixtures.ts";
import { pdf, png } from "#tests/support/file-fixtures.ts";
import { latency, progress } from "./stats.ts";

const RUNS = 5;
const TARGET_MS = 2000;

/** Each file with what must happen to it: refused with a reason, or read only in part (capped). */
const attacks: Record<string, { name: string; bytes: Uint8Array; outcome: "refused" | "capped" }> = {
  pngRenamedPdf: { name: "aufgabe.pdf", bytes: png(8, 8), outcome: "refused" },
  pdfRenamedDocx: { name: "aufsatz.docx", bytes: pdf(["x"]), outcome: "refused" },
  docxZipBomb300Mb: { name: "bombe.docx", bytes: docxZipBomb(300), outcome: "refused" },
  docxZipBombForgedSizes: {
    name: "bombe2.docx",
    bytes: docxZipBomb(300, { forgeSizes: true }),
    outcome: "refused",
  },
  docxPathTraversal: {
    name: "slip.docx",
    bytes: docx(["Hallo"], { "../../evil.sh": strToU8("rm -rf /") }),
    outcome: "refused",
  },
  pdf5000Pages: {
    name: "buch.pdf",
    bytes: pdf(Array.from({ length: 5000 }, (_, i) => `Seite ${i + 1}`)),
    outcome: "capped",
  },
};

export async function uploadAttacksBench() {
  progress("upload attacks: time to refuse or cap each attack file");
  const figures: Record<string, unknown> = {};
  for (const [key, { name, bytes, outcome }] of Object.entries(attacks)) {
    const once = () =>
      extractContent(bytes, name, { describer: null }).then(
        (file) => (file.content.includes("[Hinweis:") ? "capped" : "read"),
        (error: unknown) => (error instanceof FileRejected ? "refused" : Promise.reject(error)),
      );
    // The warm-up (module loading and JIT are not the steady state) also checks the outcome:
    // a figure for an attack that got through would be meaningless.
    const seen = await once();
    if (seen !== outcome) throw new Error(`upload attack ${key}: expected ${outcome}, got ${seen}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
    figures[key] = { ...latency(times), targetMs: TARGET_MS };
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await uploadAttacksBench(), null, 2));
}
