import { createHash } from "node:crypto";
import { detectFormat, type FileFormat, type FileKind, kindOf } from "./detect-format.ts";
import { extractDocxText } from "./docx.ts";
import { FileRejected } from "./file-rejected.ts";
import { type DescribeOptions, describeImage } from "./image-description.ts";
import { extractPdfText, type PdfLimits, pageNote } from "./pdf-text.ts";
import { cleanExtractedText } from "./text-cleanup.ts";
import { decodeText } from "./text-decode.ts";

// One uploaded file from bytes to what the tutor may read: the type decided from content and
// name, then the text (documents) or a description (images), cleaned and capped. The original
// bytes are used here and then dropped; only this result and a sha256 are kept.
export type ExtractedFile = {
  format: FileFormat;
  kind: FileKind;
  sizeBytes: number;
  sha256: string;
  content: string;
};

export type ExtractOptions = DescribeOptions & { pdf?: Partial<PdfLimits> };

/** Throws FileRejected with a German reason when the file cannot be used. */
export async function extractContent(
  bytes: Uint8Array,
  fileName: string,
  options: ExtractOptions,
): Promise<ExtractedFile> {
  if (bytes.length === 0) throw new FileRejected("Die Datei ist leer.");
  const format = await detectFormat(bytes, fileName);
  const content = await contentOf(bytes, format, options);
  if (!content.trim()) {
    throw new FileRejected(
      "In der Datei wurde kein Text gefunden (ist es vielleicht ein eingescanntes Bild?).",
    );
  }
  return {
    format,
    kind: kindOf(format),
    sizeBytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    content,
  };
}

async function contentOf(bytes: Uint8Array, format: FileFormat, options: ExtractOptions): Promise<string> {
  switch (format) {
    case "jpg":
    case "png":
      return describeImage(bytes, format, options);
    case "txt":
      return cleanExtractedText(decodeText(bytes).text);
    case "docx": {
      const { text, cut } = extractDocxText(bytes);
      return cleanExtractedText(text, {
        note: cut ? "[Hinweis: Das Dokument ist sehr lang; gelesen wurde nur sein Anfang.]" : undefined,
      });
    }
    case "pdf": {
      const result = await extractPdfText(bytes, options.pdf);
      return cleanExtractedText(result.text, { note: pageNote(result) });
    }
  }
}
