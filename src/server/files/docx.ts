import { Inflate, unzipSync } from "fflate";
import { DocxTextCollector } from "./docx-text.ts";
import { FileRejected } from "./file-rejected.ts";
import {
  DOCX_MAX_DOCUMENT_XML,
  DOCX_MAX_ENTRIES,
  DOCX_MAX_TOTAL_UNCOMPRESSED,
  MAX_TEXT_CHARS,
} from "./limits.ts";
import { findEntryData } from "./zip-entry.ts";

// A DOCX is a zip archive (ASVS 5.2.3, 5.3.3). Before anything is inflated, the central
// directory is read with fflate (its `filter` sees every entry and inflates none): too many
// entries, a declared total size above the cap, or a name that could escape a folder (zip-slip)
// refuse the file. Then only word/document.xml is inflated, as a stream in small steps that stops
// at its own cap or at the declared size, whichever is smaller: a zip bomb that lies about its
// sizes is stopped after a few megabytes instead of filling memory.
const DOCUMENT_XML = "word/document.xml";
/** Compressed bytes per inflate step: deflate expands at most ~1032×, so one step stays ≤ 8 MB. */
const STEP = 8 * 1024;

type Entry = { name: string; size: number; originalSize: number; compression: number };

export type DocxOptions = {
  maxChars?: number;
  /** Told the size of every inflated chunk: how tests see the work a file cost. */
  onInflated?: (bytes: number) => void;
};

export function extractDocxText(
  zip: Uint8Array,
  { maxChars = MAX_TEXT_CHARS, onInflated }: DocxOptions = {},
): { text: string; cut: boolean } {
  const entries = inspectDocx(zip);
  const document = entries.find((e) => e.name === DOCUMENT_XML);
  if (!document) throw notWord("Es fehlt der Textteil (word/document.xml).");
  if (document.compression !== 0 && document.compression !== 8) {
    throw notWord("Der Textteil ist mit einem unbekannten Verfahren komprimiert.");
  }
  const data = findEntryData(zip, DOCUMENT_XML, document.size);
  if (!data) throw notWord("Der Textteil lässt sich nicht finden.");
  return inflateText(data, document, maxChars, onInflated);
}

/** Every entry of the central directory, checked; nothing is inflated. */
export function inspectDocx(zip: Uint8Array): Entry[] {
  const entries: Entry[] = [];
  let total = 0;
  try {
    unzipSync(zip, {
      filter(file) {
        if (entries.length >= DOCX_MAX_ENTRIES) throw new FileRejected(tooMany());
        if (isUnsafePath(file.name)) {
          throw new FileRejected(
            "Das Word-Dokument enthält einen ungültigen Pfad (z. B. ../) und wird darum nicht gelesen.",
          );
        }
        total += file.originalSize;
        if (total > DOCX_MAX_TOTAL_UNCOMPRESSED) throw new FileRejected(tooBig());
        entries.push(file);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof FileRejected) throw error;
    throw notWord("Die Datei ist beschädigt.");
  }
  return entries;
}

/** Absolute paths, drive letters, backslashes, ".." segments, control characters. */
export function isUnsafePath(name: string): boolean {
  return (
    name.startsWith("/") ||
    name.includes("\\") ||
    /^[A-Za-z]:/.test(name) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
    /[\u0000-\u001f]/.test(name) ||
    name.split("/").some((segment) => segment === "..")
  );
}

function inflateText(
  data: Uint8Array,
  entry: Entry,
  maxChars: number,
  onInflated: (bytes: number) => void = () => {},
) {
  const limit = Math.min(entry.originalSize, DOCX_MAX_DOCUMENT_XML);
  const decoder = new TextDecoder("utf-8");
  const collector = new DocxTextCollector(maxChars);
  let inflated = 0;
  let read = 0;
  let forged = false;
  const take = (chunk: Uint8Array) => {
    inflated += chunk.length;
    onInflated(chunk.length);
    // More data than the directory declared: the sizes were forged, typical of a zip bomb.
    if (inflated > entry.originalSize) forged = true;
    if (forged || collector.full || read >= limit) return;
    const part = chunk.subarray(0, limit - read);
    read += part.length;
    collector.push(decoder.decode(part, { stream: true }));
  };
  const busy = () => !forged && !collector.full && read < limit;
  if (entry.compression === 0) {
    take(data);
  } else {
    const inflate = new Inflate((chunk) => take(chunk));
    try {
      for (let at = 0; at < data.length && busy(); at += STEP) {
        inflate.push(data.subarray(at, at + STEP), at + STEP >= data.length);
      }
    } catch (error) {
      if (error instanceof FileRejected) throw error;
      throw notWord("Der Textteil ist beschädigt.");
    }
  }
  if (forged) throw new FileRejected(tooBig());
  const text = collector.finish();
  return { text, cut: collector.full || (read >= limit && limit < entry.originalSize) };
}

function notWord(reason: string) {
  return new FileRejected(`Das Word-Dokument lässt sich nicht lesen: ${reason}`);
}
const tooMany = () => `Das Word-Dokument besteht aus zu vielen Teilen (mehr als ${DOCX_MAX_ENTRIES}).`;
const tooBig = () => "Das Word-Dokument ist entpackt zu gross und wird darum nicht gelesen.";
