// The report's takedown wording (issue 13): the creator's numbers as her dashboard shows them, and
// per leak how far its removal got, never more than the evidence shows (ADR 028): delisted and
// restricted pages are said to be still there, and "removed" names its date and confirming checks.
import type { LeakTakedown, ReportTakedowns } from "@unleak/core";
import type { Language } from "@unleak/i18n";
import type { TFunction } from "i18next";
import type { PDFFont, RGB } from "pdf-lib";
import type { PdfFlow } from "./pdf-flow";

const HOURS_PER_DAY = 24;

/** A time to removal as the dashboard words it: minutes under an hour, hours under two days, then days. */
export function removalTime(hours: number, language: Language): string {
  const format = (value: number, unit: "minute" | "hour" | "day", digits: number) =>
    new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: digits }).format(value);
  if (hours < 1) return format(Math.max(1, Math.round(hours * 60)), "minute", 0);
  if (hours < 2 * HOURS_PER_DAY) return format(Math.round(hours), "hour", 0);
  return format(hours / HOURS_PER_DAY, "day", 1);
}

/** One leak's takedown status, e.g. "Removed at the source on <date>, confirmed by 2 checks". */
export function leakTakedownText(takedown: LeakTakedown, { t, date }: { t: TFunction; date: Intl.DateTimeFormat }): string {
  const status = (key: string, values: Record<string, unknown> = {}) => t(`scans:pdf.takedowns.status.${key}`, values);
  if (takedown.status === "removed" && takedown.removedAt) return status("removed", { date: date.format(takedown.removedAt), count: takedown.confirmingChecks });
  if (takedown.handedOverAt) return status("handedOver", { date: date.format(takedown.handedOverAt) });
  if (takedown.status === "sent" || takedown.status === "acknowledged" || takedown.status === "escalated") {
    return takedown.noticeSentAt ? status(takedown.status, { date: date.format(takedown.noticeSentAt) }) : t(`scans:leakStatus.${takedown.status}`);
  }
  // "removed" is only ever set together with its date; without one the status label says no more than it.
  return takedown.status === "removed" ? t("scans:leakStatus.removed") : status(takedown.status);
}

/** The section with the creator's takedown numbers, overall and per site, and what they mean. */
export function writeTakedownSection(
  flow: PdfFlow,
  takedowns: ReportTakedowns,
  { t, language, now, bold, muted }: { t: TFunction; language: Language; now: Date; bold: PDFFont; muted: RGB },
): void {
  const { keep, write, space } = flow;
  const number = new Intl.NumberFormat(language);
  const rate = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  const label = (key: string) => t(`scans:dashboard.takedowns.${key}`);
  const figure = (name: string, value: number | string) => t("scans:pdf.takedowns.figure", { label: name, value: typeof value === "number" ? number.format(value) : value });

  keep(60);
  write(t("scans:pdf.takedowns.title"), { font: bold, size: 14, gap: 8 });
  write(t("scans:pdf.takedowns.scope", { date: new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(now) }), { color: muted });
  write(figure(t("scans:dashboard.found"), takedowns.found));
  if (takedowns.requested === 0) {
    write(label("noRequests"));
    return;
  }
  write(figure(label("requested"), takedowns.requested), { font: bold });
  write(figure(label("removed"), takedowns.removed), { font: bold });
  write(figure(label("delistedOnly"), takedowns.delistedOnly));
  write(figure(label("inProgress"), takedowns.inProgress));
  write(figure(label("handedOver"), takedowns.handedOver));
  write(figure(label("counterNoticed"), takedowns.counterNoticed));
  write(figure(label("failed"), takedowns.failed));
  write(figure(label("removalRate"), takedowns.removalRate === null ? label("none") : rate.format(takedowns.removalRate)));
  const { medianHoursToRemoval: median, p90HoursToRemoval: p90 } = takedowns;
  write(median === null || p90 === null ? t("scans:pdf.takedowns.noRemovals") : t("scans:pdf.takedowns.times", { median: removalTime(median, language), p90: removalTime(p90, language) }));
  space(4);
  write(label("explanation"), { color: muted, size: 9 });
  write(label("explanationCases"), { color: muted, size: 9 });
  if (takedowns.bySite.length === 0) return;
  space(6);
  keep(40);
  write(label("sitesTitle"), { font: bold, size: 11 });
  for (const site of takedowns.bySite) {
    const values = {
      site: site.siteName,
      requested: number.format(site.requested),
      removed: number.format(site.removed),
      delistedOnly: number.format(site.delistedOnly),
      rate: site.removalRate === null ? label("none") : rate.format(site.removalRate),
    };
    const { medianHoursToRemoval: siteMedian, p90HoursToRemoval: siteP90 } = site;
    write(
      siteMedian === null || siteP90 === null
        ? t("scans:pdf.takedowns.site", values)
        : t("scans:pdf.takedowns.siteTimes", { ...values, median: removalTime(siteMedian, language), p90: removalTime(siteP90, language) }),
      { size: 9, indent: 12 },
    );
  }
}
