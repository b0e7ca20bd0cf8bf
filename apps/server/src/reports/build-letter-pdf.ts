// Lays out the signed Letter of Authorisation with pdf-lib: the letter's text in the language it
// was signed in, the signer's name and account, the protected content, the drawn signature, the
// signing time, the content fingerprint (SHA-256) and the audit trail (IP address, user agent).
// The PDF's own SHA-256 is kept beside it in the database (digital_signatures.document_hash).
import { LETTER_PARAGRAPHS } from "@unleak/contracts";
import type { LetterDocumentInput } from "@unleak/core";
import type { TFunction } from "i18next";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { winAnsi, wrapText } from "@unleak/takedown";

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIGNATURE = { width: 220, height: 90 };
const muted = rgb(0.38, 0.4, 0.45);

export async function buildLetterPdf(input: LetterDocumentInput, t: TFunction): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = t("authorisation:letter.title");
  doc.setTitle(winAnsi(`${title} - ${input.fullName}`));
  doc.setCreator("Unleak");
  doc.setCreationDate(input.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const signature = await doc.embedPng(input.signaturePng);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const keep = (points: number) => {
    if (y - points >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, { font = regular, size = 10, gap = 4, color = rgb(0, 0, 0) } = {}) => {
    for (const line of wrapText(winAnsi(text), font, size, width)) {
      keep(size);
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color });
      y -= size + gap;
    }
  };
  const field = (label: string, value: string) => {
    write(label, { font: bold, size: 9, gap: 2 });
    write(value, { gap: 8 });
  };

  write(title, { font: bold, size: 18, gap: 6 });
  write(t("authorisation:letter.version", { version: input.consentVersion }), { size: 9, color: muted, gap: 16 });
  for (const paragraph of LETTER_PARAGRAPHS) {
    write(t(`authorisation:letter.${paragraph}`), { gap: 4 });
    y -= 8;
  }
  y -= 8;
  field(t("authorisation:pdf.signer"), input.fullName);
  field(t("authorisation:pdf.content"), input.contentDescription);
  field(t("authorisation:pdf.account"), `${input.account.email} (${input.account.id})`);
  field(t("authorisation:pdf.signedAt"), input.signedAt.toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC"));
  field(t("authorisation:pdf.version"), input.consentVersion);

  write(t("authorisation:pdf.signature"), { font: bold, size: 9, gap: 4 });
  const scale = Math.min(SIGNATURE.width / signature.width, SIGNATURE.height / signature.height, 1);
  const drawn = { width: signature.width * scale, height: signature.height * scale };
  keep(drawn.height + 12);
  page.drawImage(signature, { x: PAGE.margin, y: y - drawn.height, ...drawn });
  y -= drawn.height + 4;
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + SIGNATURE.width, y }, thickness: 0.5, color: muted });
  y -= 16;

  field(t("authorisation:pdf.fingerprint"), input.contentHash);
  y -= 4;
  write(t("authorisation:pdf.audit"), { font: bold, size: 11, gap: 6 });
  const unknown = t("authorisation:pdf.unknown");
  field(t("authorisation:pdf.documentId"), input.id);
  field(t("authorisation:pdf.ipAddress"), input.ipAddress ?? unknown);
  field(t("authorisation:pdf.userAgent"), input.userAgent ?? unknown);
  return doc.save();
}
