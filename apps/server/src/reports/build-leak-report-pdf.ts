// Lays out a scan's PDF report with pdf-lib, for a creator to hand to a lawyer: a summary whose
// counts all come from the leaks listed, the damage estimate with every assumption, the creator's
// takedown numbers as her dashboard counts them, how to read the evidence, then each leak's evidence
// and takedown status with the found picture beside the matched reference. Texts
// come translated; the standard fonts only encode WinAnsi, so anything else is replaced.
import type { Language } from "@unleak/i18n";
import type { TFunction } from "i18next";
import { PDFDocument, type PDFImage, rgb, StandardFonts } from "pdf-lib";
import { evidenceCounts, evidenceText, siteTypeCounts, siteTypeLabel } from "./report-evidence";
import type { LeakReportData, ReportLeak } from "@unleak/core";
import { winAnsi } from "@unleak/takedown";
import { createPdfFlow } from "./pdf-flow";
import { leakTakedownText, writeTakedownSection } from "./report-takedowns";

const MARGIN = 50;
const PICTURE = 130;
const muted = rgb(0.38, 0.4, 0.45);
const rule = rgb(0.85, 0.86, 0.88);

export async function buildLeakReportPdf(data: LeakReportData, { t, language, now = new Date() }: { t: TFunction; language: Language; now?: Date }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${t("scans:pdf.title")} - ${data.creatorName}`));
  doc.setCreator("Unleak");
  doc.setCreationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 });

  const flow = createPdfFlow(doc, { margin: MARGIN, font: regular });
  const { keep, write, space } = flow;
  const heading = (text: string) => {
    keep(60);
    write(text, { font: bold, size: 14, gap: 8 });
  };

  write(t("scans:pdf.title"), { font: bold, size: 20, gap: 10 });
  write(t("scans:pdf.creator", { name: data.creatorName }), { size: 12 });
  write(t("scans:pdf.scan", { kind: t(`scans:scanKind.${data.kind}`), date: `${dateTime.format(data.finishedAt)} UTC` }), { color: muted });
  write(t("scans:pdf.generated", { date: `${dateTime.format(now)} UTC` }), { color: muted });
  space(14);

  // Every count below is counted from the leaks listed, so the numbers cannot disagree.
  const { damage, leaks } = data;
  const byEvidence = evidenceCounts(leaks);
  heading(t("scans:pdf.summary"));
  write(t("scans:pdf.leakCount", { count: leaks.length }), { font: bold });
  if (data.samplesOnly) write(t("scans:pdf.samplesOnly", { count: data.summary.leakCount, samples: leaks.length }), { color: muted });
  if (data.whitelisted > 0) write(t("scans:pdf.whitelisted", { count: data.whitelisted }), { color: muted });
  write(t("scans:pdf.byEvidence", { ...byEvidence }));
  const siteTypes = siteTypeCounts(leaks).map(({ category, leaks: count }) => `${siteTypeLabel(category, t)} ${number.format(count)}`);
  if (siteTypes.length > 0) write(t("scans:pdf.bySiteType", { list: siteTypes.join(", ") }));
  write(t("scans:pdf.sitesScanned", { count: data.summary.sitesScanned }));
  if (damage) {
    const money = new Intl.NumberFormat(language, { style: "currency", currency: damage.currency });
    const { assumptions } = damage;
    space(6);
    write(t("scans:pdf.damage", { amount: money.format(damage.monthlyLoss), count: damage.leaksCounted }), { font: bold });
    space(8);
    heading(t("scans:pdf.assumptionsTitle"));
    write(t("scans:pdf.model"));
    const views = Object.entries(assumptions.monthlyViewsPerLeak)
      .sort(([, a], [, b]) => b - a)
      .map(([category, count]) => `${siteTypeLabel(category, t)} ${number.format(count)}`);
    write(t("scans:pdf.viewsPerLeak", { list: views.join(", ") }));
    const weights = assumptions.qualityWeight;
    write(t("scans:pdf.weights", { exact: percent.format(weights.exact), high: percent.format(weights.high), good: percent.format(weights.good), nameOnly: percent.format(assumptions.nameOnlyWeight) }));
    write(t("scans:pdf.conversion", { rate: percent.format(assumptions.conversionRate), price: money.format(assumptions.pricePerMonth) }));
    write(t("scans:pdf.totalViews", { views: number.format(damage.estimatedMonthlyViews) }));
  }
  space(14);
  writeTakedownSection(flow, data.takedowns, { t, language, now, bold, muted });
  space(14);
  heading(t("scans:pdf.readingTitle"));
  write(t("scans:pdf.reading"), { color: muted });
  space(14);

  heading(t("scans:pdf.leaks"));
  if (leaks.length === 0) write(t("scans:pdf.noLeaks"));
  const embedded = new Map<Buffer, Promise<PDFImage>>();
  const embed = (bytes: Buffer) => embedded.get(bytes) ?? embedded.set(bytes, doc.embedJpg(bytes)).get(bytes)!;
  for (const [index, leak] of leaks.entries()) {
    // A leak's block stays on one page, its pictures with it.
    keep((leak.pictureMatch ? 80 + PICTURE + 24 : 80) + (leak.takedown ? 12 : 0));
    write(t("scans:pdf.leakHeading", { index: index + 1, site: leak.siteName, category: siteTypeLabel(leak.category, t) }), { font: bold, size: 11, gap: 4 });
    write(leak.url, { size: 9, gap: 3, color: rgb(0.1, 0.25, 0.6) });
    const title = leak.evidence?.title ?? leak.title;
    if (title) write(t("scans:pdf.pageTitle", { title }), { size: 9, gap: 3 });
    if (leak.evidence) {
      const seen = leak.firstSeenAt ? date.format(leak.firstSeenAt) : "-";
      write(t("scans:pdf.fetched", { date: `${dateTime.format(leak.evidence.fetchedAt)} UTC`, status: leak.evidence.httpStatus, firstSeen: seen }), { size: 9, gap: 3 });
    }
    write(t("scans:pdf.evidence", { evidence: evidenceText(leak, t) }), { size: 9, gap: 3, font: bold });
    if (leak.takedown) write(t("scans:pdf.takedowns.leak", { status: leakTakedownText(leak.takedown, { t, date }) }), { size: 9, gap: 3, font: bold });
    if (leak.pictureMatch) await drawPictures(leak);
    space(6);
    keep(4);
    flow.page.drawLine({ start: { x: MARGIN, y: flow.y }, end: { x: MARGIN + flow.width, y: flow.y }, thickness: 0.5, color: rule });
    space(10);
  }

  /** The found copy beside the reference it matched, each fitted into a square with its caption. */
  async function drawPictures(leak: ReportLeak) {
    keep(PICTURE + 24);
    const slots: Array<[Buffer | null, string]> = [
      [leak.foundPicture, t("scans:pdf.foundCopy")],
      [leak.referencePicture, t("scans:pdf.yourReference")],
    ];
    const { page, y } = flow;
    for (const [slot, [bytes, caption]] of slots.entries()) {
      const x = MARGIN + slot * (PICTURE + 20);
      page.drawRectangle({ x, y: y - PICTURE - 4, width: PICTURE, height: PICTURE, borderColor: rule, borderWidth: 0.5 });
      if (bytes) {
        const image = await embed(bytes);
        const scale = Math.min(PICTURE / image.width, PICTURE / image.height);
        const [w, h] = [image.width * scale, image.height * scale];
        page.drawImage(image, { x: x + (PICTURE - w) / 2, y: y - 4 - PICTURE + (PICTURE - h) / 2, width: w, height: h });
      } else {
        page.drawText(winAnsi(t("scans:pdf.noPicture")), { x: x + 8, y: y - 4 - PICTURE / 2, size: 8, font: regular, color: muted });
      }
      page.drawText(winAnsi(caption), { x, y: y - PICTURE - 16, size: 8, font: regular, color: muted });
    }
    space(PICTURE + 22);
  }

  flow.footers((page, pages) => `${data.creatorName} - ${t("scans:pdf.title")} - ${t("scans:pdf.page", { page, pages })}`, { font: regular, color: muted });
  return doc.save();
}
