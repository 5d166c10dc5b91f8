import { TutorError } from "#server/ai/model-errors.ts";
import { type ExtractedFile, extractContent } from "#server/files/extract-content.ts";
import { sanitiseFileName } from "#server/files/file-name.ts";
import { FileRejected } from "#server/files/file-rejected.ts";
import { acceptsImages } from "#server/files/image-capability.ts";
import type { ImageDescriber } from "#server/files/image-description.ts";
import { modelImageDescriber } from "#server/files/image-model.ts";
import type { UploadAnalysisResult } from "#shared/contracts/files.ts";
import type { FilesDeps } from "./files.service.ts";

// One uploaded file → its analysis result. A refused file is an 'error' result with the
// German reason; anything unexpected is logged and reads as a generic reason, so one bad file
// never fails the request.
export type AnalysedUpload = {
  fileName: string;
  size: number;
  result: UploadAnalysisResult;
  /** Set when the file is usable (and will be stored). */
  extracted: ExtractedFile | null;
};

export function createFileAnalyser(
  deps: Pick<FilesDeps, "models" | "acceptsImagesSetting" | "limiter" | "logger">,
) {
  const model = acceptsImages(deps.models, deps.acceptsImagesSetting)
    ? modelImageDescriber(deps.models)
    : null;
  const describerFor = (userId: string): ImageDescriber | null =>
    model &&
    (async (image) => {
      // An image description is a model request like a tutor reply: it counts against the
      // pupil's limits (OWASP LLM10). Over the limit, the image gets the offline facts.
      await deps.limiter.take(userId);
      return model(image);
    });

  return async function analyse(
    userId: string,
    file: File,
    maxBytes: number,
    tooLarge: string,
  ): Promise<AnalysedUpload> {
    const fileName = sanitiseFileName(file.name);
    const refused = (error: string): AnalysedUpload => ({
      fileName,
      size: file.size,
      result: { type: "error", fileName, content: "", error },
      extracted: null,
    });
    // Size first, before the bytes are even looked at.
    if (file.size > maxBytes) return refused(tooLarge);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extracted = await extractContent(bytes, fileName, {
        describer: describerFor(userId),
        onModelError: (err) => {
          if (!(err instanceof TutorError && err.surface === "shown")) {
            deps.logger.warn({ err }, "image description failed");
          }
        },
      });
      return {
        fileName,
        size: file.size,
        result: { type: extracted.kind, fileName, content: extracted.content },
        extracted,
      };
    } catch (error) {
      if (error instanceof FileRejected) return refused(error.message);
      deps.logger.error({ err: error, format: fileName.split(".").pop() }, "file analysis failed");
      return refused("Die Datei konnte nicht verarbeitet werden. Versuche es bitte noch einmal.");
    }
  };
}
