import type { UploadAnalysisResult } from "#shared/contracts/files.ts";

/**
 * An analysed file as the tutor reads it (docs/product.md §4.6): '[BILD ANALYSIERT: {name}] {content}'
 * for images, '[DOKUMENT ANALYSIERT: {name}] {content}' for documents. The chat sends it as the
 * pupil's message, the preparation screen passes it to the plan. Shared by both features.
 */
export function analysedFileText(
  result: Pick<UploadAnalysisResult, "type" | "content">,
  name: string,
): string {
  const label = result.type === "image" ? "BILD ANALYSIERT" : "DOKUMENT ANALYSIERT";
  return `[${label}: ${name}] ${result.content.trim()}`;
}

/** Results the tutor can use: analysed without an error and with something in them. */
export function usableResults<T extends Pick<UploadAnalysisResult, "type" | "content">>(
  results: readonly T[],
): T[] {
  return results.filter((r) => r.type !== "error" && r.content.trim() !== "");
}
