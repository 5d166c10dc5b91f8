import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
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
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  form.append("sessionId", sessionId);
  form.append("userId", userId);
  return api.post("/api/session-preparation/upload-files", preparationUploadResponseSchema, form);
}

export function useUploadPreparationFiles() {
  return useMutation({ mutationFn: uploadPreparationFiles });
}
