import { stripInvisible } from "#shared/format/invisible.ts";
import { type ImageInfo, readImageInfo } from "./image-info.ts";
import { MAX_IMAGE_DESCRIPTION_CHARS } from "./limits.ts";
import { stripImageMetadata } from "./strip-image-metadata.ts";
import { sliceChars } from "./text-cleanup.ts";

// An image's analysis: what the server knows for certain (format, pixel size, file size), then
// the model's description when a model that reads images is configured. Without one we say so
// honestly instead of pretending to know what the picture shows.
export const NO_IMAGE_MODEL =
  "Ohne einen KI-Dienst, der Bilder verarbeiten kann, lässt sich der Inhalt des Bildes nicht lesen.";
const MODEL_FAILED = "Der KI-Dienst konnte das Bild gerade nicht beschreiben.";

/** Describes an image (metadata already removed) in German; throws when the model fails. */
export type ImageDescriber = (image: {
  bytes: Uint8Array;
  mediaType: "image/png" | "image/jpeg";
}) => Promise<string>;

export type DescribeOptions = {
  /** The model's describer, or null when no image-capable model is configured. */
  describer: ImageDescriber | null;
  onModelError?: (error: unknown) => void;
};

export async function describeImage(
  bytes: Uint8Array,
  format: "png" | "jpg",
  { describer, onModelError }: DescribeOptions,
): Promise<string> {
  const info = readImageInfo(bytes, format);
  const facts = imageFacts(info, bytes.length);
  if (!describer) return `${facts} ${NO_IMAGE_MODEL}`;
  const stripped = stripImageMetadata(bytes, format);
  if (!stripped) return `${facts} ${MODEL_FAILED}`;
  try {
    const text = await describer({
      bytes: stripped,
      mediaType: format === "png" ? "image/png" : "image/jpeg",
    });
    const clean = swissSpelling(stripInvisible(text)).trim();
    if (!clean) return `${facts} ${MODEL_FAILED}`;
    return `${facts}\n${sliceChars(clean, MAX_IMAGE_DESCRIPTION_CHARS)}`;
  } catch (error) {
    onModelError?.(error);
    return `${facts} ${MODEL_FAILED}`;
  }
}

/** "Bild: PNG, 800 × 600 Pixel, 12,3 KB." */
export function imageFacts(info: ImageInfo, sizeBytes: number): string {
  const format = info.format === "png" ? "PNG" : "JPEG";
  return `Bild: ${format}, ${info.width} × ${info.height} Pixel, ${formatBytes(sizeBytes)}.`;
}

function formatBytes(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString("de-CH", { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString("de-CH", { maximumFractionDigits: 1 })} MB`;
}

/** Swiss Standard German writes ss for ß; models trained on German German often do not. */
export function swissSpelling(text: string): string {
  return text.replaceAll("ß", "ss").replaceAll("ẞ", "SS");
}
