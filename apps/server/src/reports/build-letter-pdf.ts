// Lays out the signed Letter of Authorisation with pdf-lib: the letter's text in the language it
// was signed in, the signer's name and account, the protected content, the drawn signature, the
// signing time, the content fingerprint (SHA-256) and the audit trail (IP address, user agent).
// The PDF's own SHA-256 is kept beside it in the database (digital_signatures.document_hash).
import { letterParagraphs } from "@unleak/contracts";
import type { LetterDocumentInput } from "@unleak/core";
import type { TFunction } from "i18next";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { winAnsi } from "@unleak/takedown";
import { createPdfFlow } from "./pdf-flow";

const MARGIN = 56;
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
  const flow = createPdfFlow(doc, { margin: MARGIN, font: regular });
  const { keep, write, space } = flow;
  const field = (label: string, value: string) => {
    write(label, { font: bold, size: 9, gap: 2 });
    write(value, { gap: 8 });
  };

  write(title, { font: bold, size: 18, gap: 6 });
  write(t("authorisation:letter.version", { version: input.consentVersion }), { size: 9, color: muted, gap: 16 });
  // A letter signed while on an agency's roster also names the agency (issue 17).
  for (const paragraph of letterParagraphs(input.agency !== null)) {
    write(t(`authorisation:letter.${paragraph}`, { agency: input.agency?.name ?? "" }), { gap: 4 });
    space(8);
  }
  space(8);
  field(t("authorisation:pdf.signer"), input.fullName);
  field(t("authorisation:pdf.content"), input.contentDescription);
  if (input.agency) field(t("authorisation:pdf.agency"), input.agency.name);
  field(t("authorisation:pdf.account"), `${input.account.email} (${input.account.id})`);
  field(t("authorisation:pdf.signedAt"), input.signedAt.toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC"));
  field(t("authorisation:pdf.version"), input.consentVersion);

  write(t("authorisation:pdf.signature"), { font: bold, size: 9, gap: 4 });
  const scale = Math.min(SIGNATURE.width / signature.width, SIGNATURE.height / signature.height, 1);
  const drawn = { width: signature.width * scale, height: signature.height * scale };
  keep(drawn.height + 12);
  flow.page.drawImage(signature, { x: MARGIN, y: flow.y - drawn.height, ...drawn });
  space(drawn.height + 4);
  flow.page.drawLine({ start: { x: MARGIN, y: flow.y }, end: { x: MARGIN + SIGNATURE.width, y: flow.y }, thickness: 0.5, color: muted });
  space(16);

  field(t("authorisation:pdf.fingerprint"), input.contentHash);
  space(4);
  write(t("authorisation:pdf.audit"), { font: bold, size: 11, gap: 6 });
  const unknown = t("authorisation:pdf.unknown");
  field(t("authorisation:pdf.documentId"), input.id);
  field(t("authorisation:pdf.ipAddress"), input.ipAddress ?? unknown);
  field(t("authorisation:pdf.userAgent"), input.userAgent ?? unknown);
  return doc.save();
}
