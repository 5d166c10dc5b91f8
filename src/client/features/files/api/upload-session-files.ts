import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { filesForm } from "#client/lib/files-form.ts";
import {
  type SessionFilesUploadResponse,
  sessionFilesUploadResponseSchema,
} from "#shared/contracts/files.ts";

/** docs/product.md §5.3: the dialog's message when the upload failed without a message of its own. */
export const UPLOAD_FAILED_MESSAGE = "Upload fehlgeschlagen";

export type UploadSessionFilesInput = { sessionId: string; files: readonly File[] };

/**
 * POST /api/session-files/upload (multipart: files[], sessionId): files shared during a chat or
 * voice session. The server analyses them and counts them per session (sessionFileCount).
 */
export function uploadSessionFiles({
  sessionId,
  files,
}: UploadSessionFilesInput): Promise<SessionFilesUploadResponse> {
  const form = filesForm("files[]", files, { sessionId });
  // An answer without the files (e.g. a proxy's empty 200) is no upload either.
  return api.post("/api/session-files/upload", sessionFilesUploadResponseSchema, form, {
    invalidMessage: UPLOAD_FAILED_MESSAGE,
  });
}

/** A failed upload's message: the server's German one, else that of docs/product.md §5.3. */
export function uploadErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : UPLOAD_FAILED_MESSAGE;
}

export function useUploadSessionFiles() {
  return useMutation({ mutationFn: uploadSessionFiles });
}
