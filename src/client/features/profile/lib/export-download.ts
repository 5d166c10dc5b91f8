// Pure helpers of the export download (src/client/features/profile/api/download-export.ts).

/** The name the zip is saved under when the server's Content-Disposition names none. */
export const FALLBACK_EXPORT_NAME = "lernfunke-daten.zip";

/**
 * The file name from a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266) first, then
 * `filename="…"` or a bare token. Path parts are dropped, so a name can never point elsewhere.
 */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return FALLBACK_EXPORT_NAME;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
    name = plain?.[1] ?? plain?.[2] ?? null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : FALLBACK_EXPORT_NAME;
}

// de-DE, not de-CH: de-CH writes 2.4, pupils read the decimal comma of school (2,4 MB).
const byteFormats = {
  kB: new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }),
  MB: new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** Received bytes as a pupil reads them: "350 kB", "2,4 MB" (decimal units, Swiss decimal comma). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${byteFormats.kB.format(Math.max(0, bytes) / 1000)} kB`;
  return `${byteFormats.MB.format(bytes / 1_000_000)} MB`;
}

/** The line under the button while the download runs. */
export const progressText = (bytes: number) => `${formatBytes(bytes)} geladen …`;
