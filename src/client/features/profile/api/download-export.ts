import { apiFetch, NetworkError } from "#client/lib/api-client.ts";
import { fileNameFromDisposition } from "../lib/export-download.ts";

export type ExportFile = { blob: Blob; fileName: string };

export const EXPORT_INTERRUPTED =
  "Der Download wurde unterbrochen. Bitte prüfe deine Internetverbindung und versuche es erneut.";

/**
 * GET /api/account/export (src/shared/contracts/account.ts): the zip, read chunk by chunk so the
 * screen can tell how much has arrived (the stream has no Content-Length). `onProgress` gets the
 * bytes received so far. Failures throw with a German message (ApiError, NetworkError or a
 * broken-off stream).
 */
export async function downloadExport(
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<ExportFile> {
  const response = await apiFetch("/api/account/export", { accept: "application/zip", signal });
  const fileName = fileNameFromDisposition(response.headers.get("Content-Disposition"));
  const type = response.headers.get("Content-Type") ?? "application/zip";
  if (!response.body) {
    const blob = await response.blob();
    onProgress(blob.size);
    return { blob, fileName };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw navigator.onLine === false ? new NetworkError() : new Error(EXPORT_INTERRUPTED);
  }
  return { blob: new Blob(chunks, { type }), fileName };
}

/** Hands the file to the browser's download: an object URL on a temporary link, then freed. */
export function saveFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not at once: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
