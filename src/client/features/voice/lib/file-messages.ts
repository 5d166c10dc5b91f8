import { analysedFileText, usableResults } from "#client/lib/file-context.ts";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import { cutText } from "./cut-text.ts";
import type { VoiceAttachment } from "./voice-message.ts";

type UploadedFile = SessionFilesUploadResponse["uploadedFiles"][number];

/** One analysed file as the pupil's message: the prefixed text for the tutor, the file for the screen. */
export type VoiceFileMessage = { text: string; attachment: VoiceAttachment };

// The local agent takes user messages up to 60 000 characters (src/server/voice/agent/protocol.ts),
// as the chat API does; the upload keeps 50 000 characters of a file's text.
const MAX_FILE_MESSAGE = 60_000;

/** docs/product.md §5.3: the tutor's words on screen when the files could not be sent to it. */
export const FILES_FALLBACK_REPLY =
  "Ich habe deine Dateien analysiert und kann jetzt darüber sprechen. Was möchtest du über den Inhalt wissen?";

/**
 * The analysed files of an upload as messages to the tutor (docs/product.md §4.10): '[BILD ANALYSIERT:
 * {file}] {content}' or '[DOKUMENT ANALYSIERT: {file}] {content}', one per file; a file whose
 * analysis failed is not sent.
 */
export function voiceFileMessages(files: readonly UploadedFile[]): VoiceFileMessage[] {
  const usable = new Set(usableResults(files.map((f) => f.analysisResult)));
  return files
    .filter((file) => usable.has(file.analysisResult))
    .map((file) => ({
      text: cutText(analysedFileText(file.analysisResult, file.name), MAX_FILE_MESSAGE),
      attachment: { name: file.name, type: file.type, size: file.size, analysisResult: file.analysisResult },
    }));
}

/** Sent after the files (docs/product.md §4.10): the pupil's request to look at them, in their words. */
export function filesUploadedPrompt(count: number): string {
  const what = count === 1 ? "eine Datei" : `${count} Dateien`;
  return `Ich habe dir gerade ${what} hochgeladen. Schau sie dir bitte an und lass uns über den Inhalt sprechen.`;
}
