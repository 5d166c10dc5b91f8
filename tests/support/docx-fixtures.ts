import { crc32, deflateRawSync, constants as zlib } from "node:zlib";
import { strToU8, zipSync } from "fflate";

// DOCX fixtures: valid documents built with fflate.zipSync, and zip bombs in a hand-built
// container (fflate would not write forged sizes, and compressing 300 MB would be slow).

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** word/document.xml with one paragraph per string (each split into two runs, as Word does). */
export function documentXml(paragraphs: string[]): string {
  const body = paragraphs
    .map((p) => {
      const half = Math.floor(p.length / 2);
      return `<w:p><w:pPr><w:pStyle w:val="Standard"/></w:pPr><w:r><w:t xml:space="preserve">${escapeXml(p.slice(0, half))}</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>${escapeXml(p.slice(half))}</w:t></w:r></w:p>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
}

/** A minimal DOCX built with fflate.zipSync; `extra` adds entries (name → content). */
export function docx(paragraphs: string[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(CONTENT_TYPES),
    "_rels/.rels": strToU8(RELS),
    "word/document.xml": strToU8(documentXml(paragraphs)),
    ...extra,
  });
}

/**
 * A DOCX whose word/document.xml inflates to `megabytes` MB of zeros (about 1 KB per MB
 * compressed). With `forgeSizes` the archive claims the entry is 2 KB, as a zip bomb that
 * tries to slip past a size check would.
 */
export function docxZipBomb(megabytes: number, { forgeSizes = false } = {}): Uint8Array {
  const mb = new Uint8Array(1024 * 1024);
  // Full-flushed blocks are self-contained, so one compressed megabyte can be repeated.
  const block = deflateRawSync(mb, { level: 9, finishFlush: zlib.Z_FULL_FLUSH });
  const deflated = Buffer.concat([
    ...Array.from({ length: megabytes }, () => block),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(mb, crc);
  const size = forgeSizes ? 2048 : megabytes * 1024 * 1024;
  return zipArchive([
    {
      name: "[Content_Types].xml",
      data: deflateRawSync(strToU8(CONTENT_TYPES)),
      size: CONTENT_TYPES.length,
      crc: crc32(CONTENT_TYPES),
    },
    { name: "word/document.xml", data: deflated, size, crc },
  ]);
}

type RawEntry = { name: string; data: Uint8Array; size: number; crc: number };

/** A zip container around already deflated entries, with the sizes given (true or not). */
function zipArchive(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
