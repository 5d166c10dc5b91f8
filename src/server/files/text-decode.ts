import { FileRejected } from "./file-rejected.ts";

// A .txt file has no magic bytes: it is accepted only when it reads as text. UTF-8 first (a
// strict decoder fails on any invalid sequence), else Windows-1252, which older Windows editors
// write and which Swiss German umlauts need. NUL bytes and many control characters mean binary
// data (or UTF-16, which we do not accept), whatever the name says.
const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");
/** Share of C0 control characters (other than tab, line breaks, form feed) a text may have. */
const MAX_CONTROL_SHARE = 0.01;

export type DecodedText = { text: string; encoding: "utf-8" | "windows-1252" };

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.includes(0)) throw notText();
  let controls = 0;
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
  }
  if (controls > bytes.length * MAX_CONTROL_SHARE) throw notText();
  try {
    return { text: utf8.decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: windows1252.decode(bytes), encoding: "windows-1252" };
  }
}

function notText() {
  return new FileRejected(
    "Dateityp nicht unterstützt: Die Datei endet auf .txt, enthält aber keinen lesbaren Text.",
  );
}
