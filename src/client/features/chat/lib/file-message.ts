import { analysedFileText, usableResults } from "#client/lib/file-context.ts";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import type { ChatAttachment } from "./chat-message.ts";

type UploadedFile = SessionFilesUploadResponse["uploadedFiles"][number];

/** One analysed file as the pupil's message: the prefixed text for the tutor, the file for the screen. */
export type FileMessage = { text: string; attachment: ChatAttachment };

// The chat API takes prefixed file messages up to this length (decision 014; the upload keeps
// 50 000 characters of a file's text, so only an unusual answer is ever cut). The model reads
// only the prefix line; the content reaches it as material.
const MAX_FILE_MESSAGE = 60_000;

/**
 * The analysed files of an upload as messages to the tutor (docs/product.md §4.6), one per file; a
 * file whose analysis failed is not sent.
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

/** At most `max` characters, ending in "…" when cut, never in half an emoji. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
