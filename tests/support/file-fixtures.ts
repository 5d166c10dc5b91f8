import { crc32, deflateSync } from "node:zlib";

// Upload fixtures, generated in code (no binary files in the repository): PDFs, images and text.
// DOCX files and zip bombs are in docx-fixtures.ts. Used by the upload tests and the bench.

const latin1 = (text: string) => Buffer.from(text, "latin1");

/**
 * A hand-written PDF: one page per string, Helvetica text, correct xref offsets. `imageBytes`
 * adds an uncompressed grey image of about that size to every page (to make large files).
 */
export function pdf(pages: string[], { imageBytes = 0 }: { imageBytes?: number } = {}): Uint8Array {
  const objects: Buffer[] = [];
  const set = (id: number, body: string | Buffer) => {
    objects[id] = typeof body === "string" ? latin1(body) : body;
  };
  set(1, "<< /Type /Catalog /Pages 2 0 R >>");
  set(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const side = Math.max(1, Math.floor(Math.sqrt(imageBytes)));
  const kids: string[] = [];
  pages.forEach((text, i) => {
    const page = 4 + 3 * i;
    kids.push(`${page} 0 R`);
    // Lines of at most 80 characters: text beyond the page's edge is not part of the page.
    const lines = (text.match(/.{1,80}(\s|$)|\S+/g) ?? [""]).map(
      (line) => `(${line.trimEnd().replace(/[\\()]/g, (c) => `\\${c}`)}) Tj T*`,
    );
    const draw = imageBytes > 0 ? "q 200 0 0 200 72 100 cm /Im1 Do Q " : "";
    const stream = `${draw}BT /F1 12 Tf 14 TL 72 780 Td ${lines.join(" ")} ET`;
    const image = imageBytes > 0 ? ` /XObject << /Im1 ${page + 2} 0 R >>` : "";
    set(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >>${image} >> /Contents ${page + 1} 0 R >>`,
    );
    set(page + 1, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    if (imageBytes > 0) {
      const pixels = pseudoRandomBytes(side * side, i + 1);
      set(
        page + 2,
        Buffer.concat([
          latin1(
            `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
          ),
          pixels,
          latin1("\nendstream"),
        ]),
      );
    }
  });
  set(2, `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages.length} >>`);

  const parts: Buffer[] = [latin1("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    const body = objects[id] ?? latin1("null");
    offsets[id] = length;
    const obj = Buffer.concat([latin1(`${id} 0 obj\n`), body, latin1("\nendobj\n")]);
    parts.push(obj);
    length += obj.length;
  }
  const xref = [`xref\n0 ${objects.length}\n0000000000 65535 f \n`];
  for (let id = 1; id < objects.length; id++)
    xref.push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  parts.push(
    latin1(
      `${xref.join("")}trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** A valid PNG (grey gradient) with a tEXt chunk standing in for metadata. */
export function png(
  width: number,
  height: number,
  { comment = "Aufgenommen in 8000 Zürich" } = {},
): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x * 255) / width;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("tEXt", Buffer.from(`Comment\0${comment}`, "latin1")),
      chunk("IDAT", deflateSync(rows)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A JPEG's headers (JFIF, an EXIF segment with a GPS tag name, frame, scan): enough to size it. */
export function jpeg(width: number, height: number): Uint8Array {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
      segment(0xe1, Buffer.from("Exif\0\0GPSLatitude 47.3769", "latin1")),
      segment(0xdb, Buffer.alloc(65, 1)),
      segment(0xc0, sof),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]),
    ]),
  );
}

/** Text in Windows-1252, as older Windows editors save it. */
export function windows1252(text: string): Uint8Array {
  const special: Record<string, number> = { "€": 0x80, "„": 0x84, "“": 0x93, "”": 0x94, "–": 0x96 };
  return Uint8Array.from(
    [...text].map((c) => special[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : 0x3f)),
  );
}

export const utf8 = (text: string) => new TextEncoder().encode(text);

/** Deterministic filler bytes (incompressible), quicker than crypto for large fixtures. */
export function pseudoRandomBytes(length: number, seed = 1): Buffer {
  const out = Buffer.alloc(length);
  let x = seed * 2654435761 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}
