// Before an image goes to an outside AI service, its metadata goes: a phone photo's EXIF can
// hold where and when it was taken and the device (ASVS 14.2.8, revDSG data minimisation).
// Only what is needed to show the picture is kept. Returns null when the file cannot be walked
// safely; then the image is not sent at all.

const PNG_KEEP_ANCILLARY = new Set(["tRNS", "gAMA", "cHRM", "sRGB", "pHYs"]);

export function stripImageMetadata(bytes: Uint8Array, format: "png" | "jpg"): Uint8Array | null {
  return format === "png" ? stripPng(bytes) : stripJpeg(bytes);
}

// PNG chunks: length (uint32 BE), type (4 ASCII), data, CRC. Critical chunks have an upper-case
// first letter (IHDR, PLTE, IDAT, IEND); text, EXIF and time chunks are ancillary.
function stripPng(bytes: Uint8Array): Uint8Array | null {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = data.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const critical = type.charCodeAt(0) < 0x61;
    if (critical || PNG_KEEP_ANCILLARY.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") return concat(parts);
  }
  return null;
}

// JPEG segments before the image data (SOS): APP1–APP15 (EXIF, XMP, Photoshop …) and comments
// go, except APP2 (ICC colour profile) and APP14 (Adobe colour transform), which change colours.
function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xda) {
      parts.push(bytes.subarray(at)); // scan data and everything after it, unchanged
      return concat(parts);
    }
    const end = at + 2 + data.getUint16(at + 2);
    if (end > bytes.length) return null;
    const metadata =
      (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee) || marker === 0xfe;
    if (!metadata) parts.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
