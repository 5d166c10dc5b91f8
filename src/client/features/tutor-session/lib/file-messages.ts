import { analysedFileText, usableResults } from "#client/lib/file-context.ts";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import { cutText } from "#shared/format/truncate.ts";
import type { SessionAttachment } from "./session-message.ts";

type UploadedFile = SessionFilesUploadResponse["uploadedFiles"][number];

/** One analysed file as the pupil's message: the prefixed text for the tutor, the file for the screen. */
export type FileMessage = { text: string; attachment: SessionAttachment };

// The chat API and the local voice agent (src/server/voice/agent/protocol.ts) take prefixed file
// messages up to this length (decision 014; the upload keeps 50 000 characters of a file's text,
// so only an unusual answer is ever cut). The model reads only the prefix line; the content
// reaches it as material.
const MAX_FILE_MESSAGE = 60_000;

/**
 * The analysed files of an upload as messages to the tutor (docs/product.md §4.6 and §4.10):
 * '[BILD ANALYSIERT: {file}] {content}' or '[DOKUMENT ANALYSIERT: {file}] {content}', one per
 * file; a file whose analysis failed is not sent.
 */
export function fileMessages(files: readonly UploadedFile[]): FileMessage[] {
  const usable = new Set(usableResults(files.map((f) => f.analysisResult)));
  return files
    .filter((file) => usable.has(file.analysisResult))
    .map((file) => ({
      text: cutText(analysedFileText(file.analysisResult, file.name), MAX_FILE_MESSAGE),
      attachment: { name: file.name, type: file.type, size: file.size, analysisResult: file.analysisResult },
    }));
}
