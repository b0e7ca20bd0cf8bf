// The page flow the server's PDFs share (leak report, letter, evidence pack): A4 pages filled from the
// top, a cursor that moves down, text wrapped between the margins, and a new page whenever a block
// would not fit. The standard fonts encode WinAnsi only, so every text goes through winAnsi.
import { winAnsi, wrapText } from "@unleak/takedown";
import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from "pdf-lib";

const A4 = { width: 595.28, height: 841.89 };

export interface WriteOptions {
  font?: PDFFont;
  size?: number;
  color?: RGB;
  /** Points below each line. */
  gap?: number;
  indent?: number;
}

export interface PdfFlow {
  readonly margin: number;
  /** The width between the margins. */
  readonly width: number;
  /** The page being filled. */
  readonly page: PDFPage;
  /** The cursor: where the next line's top goes, in points from the page's bottom. */
  readonly y: number;
  /** Starts a new page unless `points` still fit on this one. */
  keep(points: number): void;
  /** Writes `text` wrapped to the width, each line moving the cursor down (and onto a new page when full). */
  write(text: string, options?: WriteOptions): void;
  /** Moves the cursor down by `points`. */
  space(points: number): void;
  /** Writes a small line at the bottom of every page, given its number and the page count. */
  footers(text: (page: number, pages: number) => string, options: { font: PDFFont; color: RGB }): void;
}

export function createPdfFlow(doc: PDFDocument, { margin, font }: { margin: number; font: PDFFont }): PdfFlow {
  const width = A4.width - 2 * margin;
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - margin;
  const keep = (points: number) => {
    if (y - points >= margin) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - margin;
  };
  const write = (text: string, { font: lineFont = font, size = 10, color = rgb(0, 0, 0), gap = 4, indent = 0 }: WriteOptions = {}) => {
    for (const line of wrapText(winAnsi(text), lineFont, size, width - indent)) {
      keep(size);
      page.drawText(line, { x: margin + indent, y: y - size, size, font: lineFont, color });
      y -= size + gap;
    }
  };
  return {
    margin,
    width,
    get page() {
      return page;
    },
    get y() {
      return y;
    },
    keep,
    write,
    space: (points) => {
      y -= points;
    },
    footers: (text, { font: footerFont, color }) => {
      const pages = doc.getPages();
      pages.forEach((each, index) => each.drawText(winAnsi(text(index + 1, pages.length)), { x: margin, y: margin / 2, size: 8, font: footerFont, color }));
    },
  };
}
