// The report's counts and evidence wording, from the leaks it lists: a picture match is named by its
// quality and distance, a name mention says that no picture matched (ADR 017).
import type { EvidenceStrength } from "@unleak/contracts";
import type { ReportLeak } from "@unleak/core";
import type { TFunction } from "i18next";

export function evidenceCounts(leaks: ReportLeak[]): Record<EvidenceStrength, number> {
  const counts: Record<EvidenceStrength, number> = { exact: 0, high: 0, good: 0, name: 0 };
  for (const leak of leaks) counts[leak.pictureMatch?.quality ?? "name"] += 1;
  return counts;
}

/** Leaks per type of site, most first. */
export function siteTypeCounts(leaks: ReportLeak[]): Array<{ category: string; leaks: number }> {
  const counts = new Map<string, number>();
  for (const leak of leaks) counts.set(leak.category, (counts.get(leak.category) ?? 0) + 1);
  return [...counts].map(([category, count]) => ({ category, leaks: count })).sort((a, b) => b.leaks - a.leaks || a.category.localeCompare(b.category));
}

/** A site category's label; the scanner's category ids are never shown as they are. */
export function siteTypeLabel(category: string, t: TFunction): string {
  return t(`scans:siteCategory.${category}`, { defaultValue: t("scans:siteCategory.unknown") });
}

export function evidenceText(leak: ReportLeak, t: TFunction): string {
  const { pictureMatch, nameMatch } = leak;
  if (!pictureMatch) return [t("scans:matchEvidence.name"), nameMatch ? t(`scans:matchEvidence.nameConfidence.${nameMatch.confidence}`) : null].filter(Boolean).join("; ");
  return [
    t(`scans:matchEvidence.picture.${pictureMatch.quality}`),
    pictureMatch.distance === null ? null : t("scans:matchEvidence.distance", { distance: pictureMatch.distance }),
    pictureMatch.reference ? t("scans:pdf.matchedReference", { name: pictureMatch.reference }) : null,
  ]
    .filter(Boolean)
    .join("; ");
}
