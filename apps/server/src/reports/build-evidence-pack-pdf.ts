// Lays out the PDF of a case's evidence pack (issue 13) for people: the case in a few lines, its
// notices, the timeline from discovery through notices, replies, checks and waves to the outcome,
// the notice log's chain head and whether it verified, and how to check the pack's signature.
// Texts come translated; the standard fonts only encode WinAnsi, so anything else is replaced.
import type { EvidenceCase, TimelineEntry } from "@unleak/core/takedowns/evidence-pack";
import type { Language } from "@unleak/i18n";
import { winAnsi } from "@unleak/takedown";
import type { TFunction } from "i18next";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { createPdfFlow } from "./pdf-flow";

const MARGIN = 50;
const muted = rgb(0.38, 0.4, 0.45);

export async function buildEvidencePackPdf(data: EvidenceCase, { t, language }: { t: TFunction; language: Language }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${t("takedowns:evidencePack.pdf.title")} - ${data.caseId}`));
  doc.setCreator("Unleak");
  doc.setCreationDate(data.generatedAt);
  doc.setModificationDate(data.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const when = (date: Date) => `${dateTime.format(date)} UTC`;

  const flow = createPdfFlow(doc, { margin: MARGIN, font: regular });
  const { keep, write, space } = flow;
  const heading = (text: string) => {
    keep(60);
    space(10);
    write(text, { font: bold, size: 14, gap: 8 });
  };
  const p = (key: string, values: Record<string, unknown> = {}) => t(`takedowns:evidencePack.pdf.${key}`, values);

  write(p("title"), { font: bold, size: 20, gap: 10 });
  write(data.creator ? p("creator", { name: data.creator }) : p("noStageName"), { size: 12 });
  write(p("case", { id: data.caseId }), { color: muted });
  write(p("generated", { date: when(data.generatedAt) }), { color: muted });

  heading(p("summary"));
  write(p("url", { url: data.url }));
  write(p("site", { site: data.siteName }));
  write(p("status", { status: t(`scans:leakStatus.${data.status}`, { defaultValue: data.status }) }));
  write(p("firstSeen", { date: when(data.firstSeenAt) }));
  if (data.trackingSince) write(p("trackingSince", { date: when(data.trackingSince) }));
  if (data.removedAt) write(p("removedAt", { date: when(data.removedAt) }), { font: bold });
  if (data.handedOverAt) write(p("handedOverAt", { date: when(data.handedOverAt) }), { font: bold });
  if (!data.removedAt && !data.handedOverAt) write(p("outcomeOpen"), { font: bold });

  heading(p("notices"));
  if (data.notices.length === 0) write(p("noNotices"));
  for (const notice of data.notices) {
    keep(40);
    const values = {
      reference: notice.reference,
      wave: notice.wave,
      recipient: notice.recipientName,
      address: notice.address,
      basis: t(`takedowns:basis.${notice.basis}`, { defaultValue: notice.basis }),
      status: t(`takedowns:status.${notice.status}`, { defaultValue: notice.status }),
    };
    write(p("notice", values), { font: bold, size: 10 });
    write(notice.sentAt ? p("noticeSent", { date: when(notice.sentAt), sha: notice.rawSha256 }) : p("noticeNotSent"), { size: 9, color: muted, indent: 12 });
  }

  heading(p("timeline"));
  for (const entry of data.timeline) {
    keep(28);
    write(when(entry.at), { size: 9, color: muted, gap: 2 });
    write(eventText(entry), { size: 10, indent: 12 });
  }

  heading(p("chain"));
  if (data.chain.head) write(p("chainHead", { hash: data.chain.head }), { font: mono, size: 8 });
  if (data.chain.length === 0) write(p("chainEmpty"));
  else write(data.chain.intact ? p("chainIntact", { count: data.chain.length }) : p("chainBroken", { sequence: data.chain.brokenAt }), { font: bold });

  heading(p("verifyTitle"));
  write(p("verify"), { color: muted });

  flow.footers((page, pages) => `${p("title")} - ${data.caseId} - ${t("scans:pdf.page", { page, pages })}`, { font: regular, color: muted });
  return doc.save();

  function eventText(entry: TimelineEntry): string {
    const detail = entry.detail;
    if (entry.kind === "reply") return p("event.reply", { ...detail, kind: t(`takedowns:replyKind.${detail.kind}`, { defaultValue: String(detail.kind) }) });
    return p(`event.${entry.kind}`, { ...detail });
  }
}
