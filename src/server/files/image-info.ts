import { FileRejected } from "./file-rejected.ts";

// What the server can tell about an image without decoding it: the pixel size from the PNG IHDR
// chunk or the JPEG SOF segment. Nothing is decompressed, so a "pixel bomb" costs nothing here.
export type ImageInfo = { format: "png" | "jpg"; width: number; height: number };

export function readImageInfo(bytes: Uint8Array, format: "png" | "jpg"): ImageInfo {
  const size = format === "png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) {
    throw new FileRejected("Das Bild ist beschädigt: Seine Grösse lässt sich nicht lesen.");
  }
  return { format, ...size };
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// PNG: 8-byte signature, then the IHDR chunk (length, "IHDR", width, height as uint32 BE).
// https://www.w3.org/TR/png-3/#11IHDR
function pngSize(bytes: Uint8Array) {
  if (bytes.length < 24) return null;
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== "IHDR") return null;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

// JPEG: segments FF xx with a big-endian length; a start-of-frame segment (C0–CF except C4
// DHT, C8 JPG and CC DAC) holds precision, height and width. https://www.w3.org/Graphics/JPEG/itu-t81.pdf
function jpegSize(bytes: Uint8Array) {
  const data = view(bytes);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = data.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    if (marker === 0xda || marker === 0xd9 || length < 2) return null; // image data began: no frame
    at += 2 + length;
  }
  return null;
}
