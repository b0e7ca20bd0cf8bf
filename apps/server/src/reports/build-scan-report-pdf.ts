// Lays out a scan's PDF report with pdf-lib: header, summary with the damage estimate and its
// assumptions, then one block per leak. Texts come translated; the standard fonts only encode
// WinAnsi, so anything else is replaced before drawing.
import type { Language } from "@unleak/i18n";
import type { TFunction } from "i18next";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { ScanReportData } from "./load-scan-report";

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const muted = rgb(0.38, 0.4, 0.45);

/** WinAnsi-safe text: typographic spaces become spaces, other unknown characters "?". */
export function winAnsi(text: string): string {
  return text.replace(/[\u2000-\u200B\u202F\u205F]/g, " ").replace(/[^\x20-\x7E\u00A0-\u00FF€‘’‚“”„–—…•]/g, "?");
}

/** Splits text into lines that fit `width`; words longer than a line (URLs) are cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
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

export async function buildScanReportPdf(data: ScanReportData, { t, language, now = new Date() }: { t: TFunction; language: Language; now?: Date }): Promise<Uint8Array> {
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

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const write = (text: string, { font = regular, size = 10, color = rgb(0, 0, 0), gap = 4 } = {}) => {
    for (const line of wrapText(winAnsi(text), font, size, width)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color });
      y -= size + gap;
    }
  };
  const space = (points: number) => (y -= points);

  write(t("scans:pdf.title"), { font: bold, size: 20, gap: 10 });
  write(t("scans:pdf.creator", { name: data.creatorName }), { size: 12 });
  write(t("scans:pdf.scan", { kind: t(`scans:scanKind.${data.kind}`), date: dateTime.format(data.finishedAt) }), { color: muted });
  write(t("scans:pdf.generated", { date: dateTime.format(now) }), { color: muted });
  space(14);

  const { summary, damage } = data;
  write(t("scans:pdf.summary"), { font: bold, size: 14, gap: 8 });
  write(t("scans:pdf.leakCount", { count: summary.leakCount }));
  write(t("scans:pdf.sitesScanned", { count: summary.sitesScanned }));
  write(t("scans:pdf.byQuality", summary.byQuality));
  if (damage) {
    const money = new Intl.NumberFormat(language, { style: "currency", currency: damage.currency });
    write(t("scans:pdf.damage", { amount: money.format(damage.monthlyLoss) }), { font: bold });
    write(
      t("scans:pdf.assumptions", {
        views: number.format(damage.estimatedMonthlyViews),
        rate: percent.format(damage.assumptions.conversionRate),
        price: money.format(damage.assumptions.pricePerMonth),
      }),
      { color: muted },
    );
  }
  space(14);

  write(t("scans:pdf.leaks"), { font: bold, size: 14, gap: 8 });
  if (data.samplesOnly) write(t("scans:pdf.samplesOnly"), { color: muted, gap: 8 });
  if (data.leaks.length === 0) write(t("scans:pdf.noLeaks"));
  for (const leak of data.leaks) {
    write(leak.url, { font: bold, size: 9, gap: 3 });
    const seen = leak.firstSeenAt ? date.format(leak.firstSeenAt) : "-";
    write(`${t("scans:pdf.site")}: ${leak.siteName} · ${t("scans:pdf.quality")}: ${t(`scans:quality.${leak.quality}`)} · ${t("scans:pdf.firstSeen")}: ${seen}`, { size: 9, color: muted, gap: 8 });
  }

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    each.drawText(winAnsi(t("scans:pdf.page", { page: index + 1 })), { x: PAGE.width - PAGE.margin - 40, y: PAGE.margin / 2, size: 8, font: regular, color: muted });
  });
  return doc.save();
}
