/**
 * An uploaded class list as text. Excel on Swiss Windows saves CSV in Windows-1252, not UTF-8:
 * a file that is not valid UTF-8 is read as Windows-1252, so «Zoë» and «Müller» survive.
 */
export async function readClassListFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
