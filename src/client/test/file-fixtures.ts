import { screen } from "@testing-library/react";
import type { SessionFilesUploadResponse, UploadAnalysisResult } from "#shared/contracts/files.ts";

// Files, analysis results and answers for the upload screens' tests.

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  txt: "text/plain",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  gif: "image/gif",
};

/** A file of `size` bytes with the MIME type its extension implies. */
export function testFile(name: string, size = 2048): File {
  const type = TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
}

/** n small PDFs: blatt-1.pdf … */
export const pdfs = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => testFile(`blatt-${from + i}.pdf`));

/** The upload area's hidden file input, found by the area's label. */
export const fileInput = (label: string) => screen.getByLabelText(label, { selector: "input" });

export const imageResult = (fileName: string, content: string): UploadAnalysisResult => ({
  type: "image",
  fileName,
  content,
});

export const documentResult = (fileName: string, content: string): UploadAnalysisResult => ({
  type: "document",
  fileName,
  content,
});

export const failedResult = (fileName: string, error: string): UploadAnalysisResult => ({
  type: "error",
  fileName,
  content: "",
  error,
});

/** POST /api/session-files/upload's answer for these files and results. */
export function sessionUpload(
  files: Array<{ file: File; result: UploadAnalysisResult }>,
  sessionFileCount: number,
): SessionFilesUploadResponse {
  return {
    uploadedFiles: files.map(({ file, result }) => ({
      name: file.name,
      type: file.type,
      size: file.size,
      analysisResult: result,
    })),
    analysisResults: files.map(({ result }) => ({
      type: result.type,
      fileName: result.fileName,
      content: result.content,
    })),
    sessionFileCount,
  };
}

/** A promise the test settles when it wants (an answer still on its way). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The multipart body a fetch call sent. */
export const formOf = (init?: RequestInit) => init?.body as FormData;
