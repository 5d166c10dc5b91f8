// Where one entry's compressed bytes are. fflate's unzipSync reports entries but not their
// offsets, and inflating through it would allocate the size the archive declares, so this reads
// the offset from the central directory record and the data start from the local header.
// https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.7, 4.3.12, 4.3.16)
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;

export function findEntryData(zip: Uint8Array, name: string, compressedSize: number): Uint8Array | null {
  const data = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u32 = (at: number) => (at + 4 <= zip.length ? data.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= zip.length ? data.getUint16(at, true) : -1);

  let eocd = zip.length - 22;
  const lowest = Math.max(0, zip.length - 22 - MAX_COMMENT);
  while (eocd >= lowest && u32(eocd) !== EOCD) eocd--;
  if (eocd < lowest) return null;
  const count = u16(eocd + 10);
  let at = u32(eocd + 16);
  const wanted = new TextEncoder().encode(name);

  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) return null;
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (nameLength === wanted.length && equal(zip.subarray(at + 46, at + 46 + nameLength), wanted)) {
      const local = u32(at + 42);
      if (u32(local) !== LOCAL) return null;
      const start = local + 30 + u16(local + 26) + u16(local + 28);
      const end = start + compressedSize;
      return end <= zip.length ? zip.subarray(start, end) : null;
    }
    at = next;
  }
  return null;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
