// Lays a composed notice out as a PDF with pdf-lib (the copy kept as evidence and attached to web
// forms): the subject as title, then the notice text line by line, long lines (URLs) wrapped.
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import type { ComposedNotice, NoticeInput } from "../types";
import { winAnsi } from "./win-ansi";

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZE = { title: 13, body: 9.5 };

export async function renderNoticePdf(input: NoticeInput, composed: ComposedNotice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(composed.subject));
  doc.setSubject(input.reference);
  doc.setAuthor(winAnsi(input.agent.name));
  doc.setCreator("Unleak");
  doc.setProducer("Unleak");
  doc.setCreationDate(input.date);
  doc.setModificationDate(input.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font: PDFFont, size: number, gap: number) => {
    for (const line of wrapText(winAnsi(text), font, size, width)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font });
      y -= size + gap;
    }
  };

  write(composed.subject, bold, SIZE.title, 10);
  for (const paragraph of composed.text.split("\n\n")) {
    const [first = "", ...rest] = paragraph.split("\n");
    // A section's first line is its heading; the header block's lines are "Label: value".
    const heading = rest.length > 0 && !first.includes(": ");
    write(first, heading ? bold : regular, SIZE.body, 3);
    for (const line of rest) write(line, regular, SIZE.body, 3);
    y -= 8;
  }
  return doc.save();
}

/** Splits a line into pieces that fit `width`; words longer than a line (URLs) are cut. */
/** Splits text into lines that fit `width`; words longer than a line (URLs) are cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  if (text.length === 0) return [""];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
