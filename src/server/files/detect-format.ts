import { fileTypeFromBuffer } from "file-type";
import { ALLOWED_EXTENSIONS, type AllowedExtension } from "#shared/domain/file-limits.ts";
import { extensionOf } from "./file-name.ts";
import { FileRejected, UNSUPPORTED_TYPE } from "./file-rejected.ts";

// The type is decided by the content (magic bytes, via file-type) AND the name together, never by
// the Content-Type the browser sends (OWASP File Upload cheat sheet). Both must agree: a PNG
// renamed .pdf or a PDF renamed .docx is refused, so the name the pupil sees never lies about
// what the server read.
export type FileFormat = "jpg" | "png" | "pdf" | "txt" | "docx";
export type FileKind = "image" | "document";

const FORMAT_OF_EXTENSION: Record<AllowedExtension, FileFormat> = {
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  pdf: "pdf",
  txt: "txt",
  docx: "docx",
};

const LABEL: Record<FileFormat, string> = {
  jpg: "ein JPEG-Bild",
  png: "ein PNG-Bild",
  pdf: "ein PDF-Dokument",
  txt: "Text",
  docx: "ein Word-Dokument (DOCX)",
};

export const kindOf = (format: FileFormat): FileKind =>
  format === "jpg" || format === "png" ? "image" : "document";

const isAllowedExtension = (ext: string): ext is AllowedExtension =>
  (ALLOWED_EXTENSIONS as readonly string[]).includes(ext);

/** The file's format, or a FileRejected saying why not. TXT is checked further by decodeText. */
export async function detectFormat(bytes: Uint8Array, fileName: string): Promise<FileFormat> {
  const ext = extensionOf(fileName);
  if (!isAllowedExtension(ext)) {
    throw new FileRejected(`${UNSUPPORTED_TYPE}. Erlaubt sind JPG, PNG, PDF, TXT und DOCX.`);
  }
  const expected = FORMAT_OF_EXTENSION[ext];
  const detected = await fileTypeFromBuffer(bytes);
  const actual = detected ? formatOfDetected(detected.ext, detected.mime) : "txt";
  if (actual === expected) return expected;
  const what = actual ? `Der Inhalt ist ${LABEL[actual]}` : "Der Inhalt ist keine erlaubte Datei";
  throw new FileRejected(`${UNSUPPORTED_TYPE}: ${what}, der Dateiname endet aber auf .${ext}.`);
}

/** What file-type found, as one of our formats; textual formats (XML, SVG) count as text. */
function formatOfDetected(ext: string, mime: string): FileFormat | null {
  if (ext === "jpg" || ext === "png" || ext === "pdf" || ext === "docx") return ext;
  if (ext === "apng") return "png"; // an animated PNG is still a .png
  if (mime.startsWith("text/") || mime.endsWith("+xml") || mime === "application/xml") return "txt";
  return null;
}
