import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { filesForm } from "#client/lib/files-form.ts";
import { type PreparationUploadResponse, preparationUploadResponseSchema } from "#shared/contracts/files.ts";

export type UploadPreparationFilesInput = { files: readonly File[]; sessionId: string; userId: string };

/**
 * POST /api/session-preparation/upload-files (multipart: files, sessionId, userId; docs/product.md §4.7):
 * the files chosen before a session, analysed by the server. 400 with a message for too many.
 */
export function uploadPreparationFiles({
  files,
  sessionId,
  userId,
}: UploadPreparationFilesInput): Promise<PreparationUploadResponse> {
  const form = filesForm("files", files, { sessionId, userId });
  return api.post("/api/session-preparation/upload-files", preparationUploadResponseSchema, form);
}

export function useUploadPreparationFiles() {
  return useMutation({ mutationFn: uploadPreparationFiles });
}
