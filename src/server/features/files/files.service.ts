import type { Models } from "#server/ai/models.ts";
import type { Db } from "#server/db/client.ts";
import type { ExtractedFile } from "#server/files/extract-content.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ModelLimiter } from "#server/limits/model-limits.ts";
import type { PreparationUploadResponse, SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import {
  PREPARATION_MAX_BYTES,
  PREPARATION_MAX_FILES,
  SESSION_MAX_BYTES,
  SESSION_MAX_FILES,
} from "#shared/domain/file-limits.ts";
import { type AnalysedUpload, createFileAnalyser } from "./file-analysis.ts";
import {
  countSessionFiles,
  insertWithinLimit,
  type NewSessionFile,
  replacePreparationFiles,
} from "./session-files.queries.ts";
import type { SessionFilesStore } from "./session-files-store.ts";

// Uploads before a session (preparation: one set of up to 5, a new upload replaces the last) and
// during one (3 per session, counted on the server across requests). A file that cannot be used becomes an 'error' result
// and is not stored; only the count limits refuse a whole request (the texts of docs/product.md §5.3).
// Stored is what the tutor needs (extracted text or description, type, size, sha256), never the
// original bytes.
export type FilesDeps = {
  db: Db;
  models: Models;
  /** AI_ACCEPTS_IMAGES: an OpenAI-compatible model reads images. */
  acceptsImagesSetting: boolean;
  limiter: ModelLimiter;
  logger: Logger;
  /** Told of every write, so what it holds for the tutor stays exact. */
  store: SessionFilesStore;
  clock?: () => Date;
};

const MIME: Record<ExtractedFile["format"], string> = {
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  txt: "text/plain",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const tooMany = (max: number, n: number) =>
  new AppError(
    400,
    "too_many_files",
    `Maximal ${max} Dateien pro Session erlaubt. Du versuchst ${n} Dateien hochzuladen.`,
  );
const sessionFull = (n: number) =>
  new AppError(
    400,
    "too_many_files",
    // The sentence of docs/product.md §5.3 with its number (SESSION_MAX_FILES) written out.
    `Maximal 3 Dateien pro Session erlaubt. Du hast bereits ${n} hochgeladen.`,
  );
const noFiles = () =>
  new AppError(400, "no_files", "Es sind keine Dateien angekommen. Wähle mindestens eine Datei aus.");

export function filesService(deps: FilesDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const analyse = createFileAnalyser(deps);

  /** Rows for the usable files, in upload order (createdAt a millisecond apart keeps the order). */
  function rowsOf(
    userId: string,
    sessionPublicId: string,
    scope: NewSessionFile["scope"],
    files: AnalysedUpload[],
  ) {
    const now = clock().getTime();
    return files.flatMap((file, i): NewSessionFile[] =>
      file.extracted
        ? [
            {
              userId,
              sessionPublicId,
              scope,
              fileName: file.fileName,
              kind: file.extracted.kind,
              format: file.extracted.format,
              sizeBytes: file.extracted.sizeBytes,
              sha256: file.extracted.sha256,
              content: file.extracted.content,
              createdAt: new Date(now + i),
            },
          ]
        : [],
    );
  }

  /** The count limit for a session: full already, or this request would pass it. */
  function checkSessionRoom(before: number, incoming: number) {
    if (before >= SESSION_MAX_FILES) throw sessionFull(before);
    // {max} is what is left, as the upload dialog shows it (it receives the remaining count).
    if (before + incoming > SESSION_MAX_FILES) throw tooMany(SESSION_MAX_FILES - before, incoming);
  }

  return {
    async uploadForPreparation(
      userId: string,
      sessionId: string,
      files: File[],
    ): Promise<PreparationUploadResponse> {
      if (files.length === 0) throw noFiles();
      if (files.length > PREPARATION_MAX_FILES) {
        throw new AppError(
          400,
          "too_many_files",
          `Maximal 5 Dateien erlaubt. Du versuchst ${files.length} Dateien hochzuladen.`,
        );
      }
      const analysed = await Promise.all(
        files.map((file) => analyse(userId, file, PREPARATION_MAX_BYTES, "Datei zu groß (max. 15MB)")),
      );
      const rows = rowsOf(userId, sessionId, "preparation", analysed);
      await replacePreparationFiles(db, userId, sessionId, rows);
      deps.store.forget(userId, sessionId);
      const rejected = analysed.length - rows.length;
      return {
        analysisResults: analysed.map((file) => file.result),
        filesProcessed: rows.length,
        ...(rejected > 0 ? { error: `${rejected} Datei(en) abgelehnt. Überprüfe Dateigröße und -typ.` } : {}),
      };
    },

    async uploadForSession(
      userId: string,
      sessionId: string,
      files: File[],
    ): Promise<SessionFilesUploadResponse> {
      if (files.length === 0) throw noFiles();
      const key = { userId, sessionPublicId: sessionId, scope: "session" as const };
      // Checked before the work of reading the files, and again when storing (another request
      // of the same pupil may have stored files meanwhile).
      checkSessionRoom(await countSessionFiles(db, userId, sessionId, "session"), files.length);
      const analysed = await Promise.all(
        files.map((file) => analyse(userId, file, SESSION_MAX_BYTES, "Datei zu groß (max. 10MB)")),
      );
      const rows = rowsOf(userId, sessionId, "session", analysed);
      const { stored, before } = await insertWithinLimit(db, key, rows, SESSION_MAX_FILES);
      if (stored) deps.store.forget(userId, sessionId);
      if (!stored) checkSessionRoom(before, files.length);
      return {
        uploadedFiles: analysed.map((file) => ({
          name: file.fileName,
          type: file.extracted ? MIME[file.extracted.format] : "application/octet-stream",
          size: file.size,
          analysisResult: file.result,
        })),
        analysisResults: analysed.map(({ result }) => ({
          type: result.type,
          fileName: result.fileName,
          content: result.content,
        })),
        sessionFileCount: before + rows.length,
      };
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
