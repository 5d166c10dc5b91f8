import { FileRejected } from "./file-rejected.ts";

// Paragraph text from word/document.xml, read as a stream of inflated chunks. Not an XML parser
// on purpose: only <w:t> runs, tabs, breaks and paragraph ends matter, and no DTD or entity
// definition is ever processed (no XXE, no "billion laughs"); the five predefined entities and
// character references are decoded, anything else stays literal. Word never writes a DTD, so
// one is refused.
const PIECE = /<[^>]*>|[^<]+/g;
const TAG_NAME = /^<(\/?)([A-Za-z_][\w.-]*:?[\w.-]*)/;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g;
/** Characters without a tag end: real documents have one every few hundred. */
export const MAX_PENDING = 1024 * 1024;
const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

export class DocxTextCollector {
  text = "";
  private pending = "";
  private inText = false;
  private readonly maxChars: number;
  constructor(maxChars: number) {
    this.maxChars = maxChars;
  }

  /** True once enough text was collected: the caller may stop inflating. */
  get full(): boolean {
    return this.text.length > this.maxChars;
  }

  push(chunk: string): void {
    // Only up to the last complete tag: a tag or text run split across chunks waits for the rest.
    // The search covers the new chunk only, so the work stays linear in the document's size.
    const end = chunk.lastIndexOf(">") + 1;
    if (end === 0) {
      this.pending += chunk;
    } else {
      this.consume(this.pending + chunk.slice(0, end));
      this.pending = chunk.slice(end);
    }
    if (this.pending.length > MAX_PENDING) {
      throw new FileRejected("Das Word-Dokument lässt sich nicht lesen: Der Textteil ist kein gültiges XML.");
    }
  }

  finish(): string {
    if (this.pending) this.consume(this.pending);
    this.pending = "";
    return this.text;
  }

  private consume(xml: string) {
    for (const [piece] of xml.matchAll(PIECE)) {
      if (this.full) return;
      if (piece.startsWith("<")) this.tag(piece);
      else if (this.inText) this.text += decodeEntities(piece);
    }
  }

  private tag(piece: string) {
    if (piece.startsWith("<!DOCTYPE") || piece.startsWith("<!ENTITY")) {
      throw new FileRejected("Das Word-Dokument enthält eine DTD und wird darum nicht gelesen.");
    }
    const match = TAG_NAME.exec(piece);
    if (!match) return;
    const [, closing, name] = match;
    const selfClosing = piece.endsWith("/>");
    switch (name) {
      case "w:t":
        this.inText = !closing && !selfClosing;
        break;
      case "w:tab":
        if (!closing) this.text += "\t";
        break;
      case "w:br":
      case "w:cr":
        if (!closing) this.text += "\n";
        break;
      case "w:p":
        if (closing || selfClosing) this.text += "\n";
        break;
    }
  }
}

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? "", 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "";
  });
}
