// Reads back what a PDF built with pdf-lib shows, for tests: its text lines and embedded pictures.
import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/** The text drawn on every page: content streams inflated, their hex and literal strings decoded. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of("Filter"));
    const raw = filter === PDFName.of("FlateDecode") ? inflateSync(object.contents) : Buffer.from(object.contents);
    const content = raw.toString("latin1");
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex, "hex").toString("latin1"));
    for (const [, literal] of content.matchAll(/\((.*?)\)\s*Tj/g)) parts.push(literal);
  }
  return parts.join("\n");
}

/** How many pictures the PDF embeds. */
export async function pdfImageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
}
