import { MB } from "#shared/domain/file-limits.ts";

// Caps on the work one uploaded file may cost the server (OWASP File Upload cheat sheet: limits
// after safe decompression, parsers with page, time and memory caps; ASVS 5.2.3). The upload
// limits a pupil sees (count, size) are in src/shared/domain/file-limits.ts.

/** Characters of extracted text kept per file; the rest is cut with a visible note. */
export const MAX_TEXT_CHARS = 50_000;

/** A DOCX is a zip: what its central directory may declare before anything is inflated. */
export const DOCX_MAX_ENTRIES = 1_000;
export const DOCX_MAX_TOTAL_UNCOMPRESSED = 100 * MB;
/** word/document.xml is inflated as a stream and never beyond this many bytes. */
export const DOCX_MAX_DOCUMENT_XML = 32 * MB;

/** PDFs are read in a worker thread that is terminated when a cap is reached. */
export const PDF_MAX_PAGES = 50;
/** From pdf.js loaded in the worker to its answer: the time one PDF may cost. */
export const PDF_TIMEOUT_MS = 1_500;
/**
 * Starting the worker and loading pdf.js (about 0.15 s on an idle machine, several times that
 * when the cores are busy) does not depend on the file, so it has its own, wider cap.
 */
export const PDF_WORKER_START_MS = 10_000;
/** The worker's V8 heap (old generation); pdf.js needs about 3× a large file's size. */
export const PDF_WORKER_HEAP_MB = 160;
/** PDF workers at once: each holds a file and its parse, and the machine may have 2 cores. */
export const PDF_MAX_CONCURRENT = 2;
/**
 * The PDF process (pdf-process.ts) ends after this long without a PDF, and with it the memory
 * reading cost; the next PDF starts it again (about 0.2 s).
 */
export const PDF_PROCESS_IDLE_MS = 5_000;

/** An image description from the model, in characters. */
export const MAX_IMAGE_DESCRIPTION_CHARS = 4_000;
