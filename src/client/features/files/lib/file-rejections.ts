import type { FileError } from "react-dropzone";
import { DROPZONE_ACCEPT, MB, PREPARATION_MAX_FILES } from "#shared/domain/file-limits.ts";

// What the upload area says about files it turns away (docs/product.md §5.2 and §5.3): react-dropzone's
// own message per error, and the German reason beside it.

/** An empty file has nothing to analyse, so it is turned away before the upload. */
export const MIN_FILE_BYTES = 1;

/** The library's "one of …" list, in the same words for every upload area. */
const ACCEPTED_TYPES = `one of ${Object.entries(DROPZONE_ACCEPT)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(", ")}`;

const bytes = (n: number) => `${n} ${n === 1 ? "byte" : "bytes"}`;

/**
 * react-dropzone's message in the wording of docs/product.md §5.2. Version 20 writes sizes as
 * "15 MB"; the product lists the older "File is larger than {n} bytes", so the two size errors are
 * reworded here, and the type error is written out as the product words it ("File type must be
 * {types}"); every other message is the library's own.
 */
export function dropzoneMessage(error: FileError, limits: { minSize: number; maxSize: number }): string {
  if (error.code === "file-too-large") return `File is larger than ${bytes(limits.maxSize)}`;
  if (error.code === "file-too-small") return `File is smaller than ${bytes(limits.minSize)}`;
  if (error.code === "file-invalid-type") return `File type must be ${ACCEPTED_TYPES}`;
  return error.message;
}

/** The German reason for one error (docs/product.md §5.3). */
export function rejectionReason(code: string, limits: { maxSize: number; maxFiles: number }): string {
  switch (code) {
    case "file-too-large":
      return `Datei zu groß (max. ${Math.round(limits.maxSize / MB)}MB)`;
    case "file-invalid-type":
      return "Dateityp nicht unterstützt";
    case "too-many-files":
      // The product's words for the preparation screen; the chat dialog's limit is what is left.
      return limits.maxFiles === PREPARATION_MAX_FILES
        ? "Zu viele Dateien (max. 5)"
        : `Zu viele Dateien (max. ${limits.maxFiles})`;
    // Beyond react-dropzone's list: an empty file (MIN_FILE_BYTES).
    case "file-too-small":
      return "Datei ist leer";
    default:
      return "Unbekannter Fehler";
  }
}

export const rejectedSummary = (count: number) =>
  `${count} Datei(en) abgelehnt. Überprüfe Dateigröße und -typ.`;
