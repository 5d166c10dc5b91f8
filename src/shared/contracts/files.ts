import { z } from "zod";

// docs/product.md §3.4 (an analysed file) and §4.7 (preparation and files).

export const uploadAnalysisResultSchema = z.object({
  type: z.enum(["image", "document", "error"]),
  fileName: z.string().max(255),
  content: z.string().max(200_000),
  error: z.string().max(1000).optional(),
});

/** One analysed file: extracted text (documents), a description (images), or why it failed. */
export type UploadAnalysisResult = z.infer<typeof uploadAnalysisResultSchema>;

/** POST /api/session-preparation/upload-files (multipart: files, sessionId, userId). */
export const preparationUploadResponseSchema = z.object({
  analysisResults: z.array(uploadAnalysisResultSchema),
  filesProcessed: z.number(),
  error: z.string().optional(),
});
export type PreparationUploadResponse = z.infer<typeof preparationUploadResponseSchema>;

/** POST /api/session-files/upload (multipart: files[], sessionId). */
export const sessionFilesUploadResponseSchema = z.object({
  uploadedFiles: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      size: z.number(),
      analysisResult: uploadAnalysisResultSchema,
    }),
  ),
  analysisResults: z.array(uploadAnalysisResultSchema.pick({ type: true, fileName: true, content: true })),
  /** How many files this session has now (all requests together), of SESSION_MAX_FILES. */
  sessionFileCount: z.number(),
});
export type SessionFilesUploadResponse = z.infer<typeof sessionFilesUploadResponseSchema>;
