import { MB } from "#shared/domain/file-limits.ts";

// How a file is described to the pupil (upload lists, chat attachments): its kind in words
// rather than a MIME type, and its size in Swiss notation. Shared by the files and chat features.

const KIND_BY_TYPE: Record<string, string> = {
  "image/jpeg": "JPG-Bild",
  "image/png": "PNG-Bild",
  "application/pdf": "PDF-Dokument",
  "text/plain": "Textdatei",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word-Dokument",
};

// Some systems report no MIME type (or a generic one) for a file; its extension still tells.
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  txt: "text/plain",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** "image/png" → "PNG-Bild"; unknown types give "Datei". */
export function fileKindLabel(type: string, name = ""): string {
  const extension = name.includes(".") ? (name.split(".").pop()?.toLowerCase() ?? "") : "";
  return KIND_BY_TYPE[type] ?? KIND_BY_TYPE[TYPE_BY_EXTENSION[extension] ?? ""] ?? "Datei";
}

const decimal = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 1 });

/** 512 → "512 Bytes", 2048 → "2 KB", 1.5 MiB → "1.5 MB" (de-CH writes a decimal point). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  if (bytes < MB) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / MB)} MB`;
}
