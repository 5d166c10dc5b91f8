import { z } from "zod";

// docs/product.md §3.4 (an analysed file) and §4.7 (preparation and files).

/** One analysed file: extracted text (documents), a description (images), or why it failed. */
export type UploadAnalysisResult = {
  type: "image" | "document" | "error";
  fileName: string;
  content: string;
  error?: string;
};

/** POST /api/session-preparation/upload-files (multipart: files, sessionId, userId). */
export type PreparationUploadResponse = {
  analysisResults: UploadAnalysisResult[];
  filesProcessed: number;
  error?: string;
};

/** POST /api/session-files/upload (multipart: files[], sessionId). */
export type SessionFilesUploadResponse = {
  uploadedFiles: Array<{ name: string; type: string; size: number; analysisResult: UploadAnalysisResult }>;
  analysisResults: Array<{ type: UploadAnalysisResult["type"]; fileName: string; content: string }>;
  /** How many files this session has now (all requests together), of SESSION_MAX_FILES. */
  sessionFileCount: number;
};

export const uploadAnalysisResultSchema = z.object({
  type: z.enum(["image", "document", "error"]),
  fileName: z.string().max(255),
  content: z.string().max(200_000),
  error: z.string().max(1000).optional(),
});
