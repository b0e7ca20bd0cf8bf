// The stored summary of a finished scan (scans.result): counts, platforms and a few sample leaks
// with their thumbnails, the scanner's copy for the owner and a blurred one for visitors.
import type { EvidenceStrength, StoredScanSummary } from "@unleak/contracts";
import type { Leak, ScanResult } from "@unleak/scanner";
import sharp from "sharp";
import { evidenceStrengthOf } from "../leaks/leak-evidence";
import type { FileStorage } from "../storage/file-storage";

export const SAMPLE_LEAKS = 6;

/** The stored summary (scans.result), typed by its contract. */
export type ScanSummary = StoredScanSummary;

export async function summariseScan(result: ScanResult, { storage, thumbnailKeyOf }: { storage: FileStorage; thumbnailKeyOf?: (leak: Leak) => string | null }): Promise<ScanSummary> {
  const platforms = new Map<string, ScanSummary["platforms"][number]>();
  for (const leak of result.leaks) {
    const entry = platforms.get(leak.siteId) ?? { siteId: leak.siteId, siteName: leak.siteName, category: leak.category, leaks: 0 };
    entry.leaks += 1;
    platforms.set(leak.siteId, entry);
  }
  // Pictures first: a sample with a thumbnail says more than a bare title.
  const picked = [...result.leaks].sort((a, b) => Number(!!b.evidence.thumbnail) - Number(!!a.evidence.thumbnail)).slice(0, SAMPLE_LEAKS);
  const samples = await Promise.all(
    picked.map(async (leak) => {
      const thumbnail = leak.evidence.thumbnail;
      let thumbnailKey = thumbnailKeyOf?.(leak) ?? null;
      let blurredThumbnailKey: string | null = null;
      if (thumbnail) {
        if (!thumbnailKey) {
          thumbnailKey = `samples/${storage.randomKey("jpg")}`;
          await storage.put("evidence", thumbnailKey, thumbnail);
        }
        blurredThumbnailKey = `samples/${storage.randomKey("jpg")}`;
        await storage.put("evidence", blurredThumbnailKey, await blurred(thumbnail));
      }
      return { url: leak.url, siteName: leak.siteName, category: leak.category, title: leak.title, kind: leak.kind, quality: leak.quality, thumbnailKey: thumbnail ? thumbnailKey : null, blurredThumbnailKey };
    }),
  );
  return {
    leakCount: result.leaks.length,
    sitesScanned: result.sitesScanned,
    siteErrors: result.siteErrors.length,
    byQuality: result.counts.byQuality,
    byEvidence: countByEvidence(result.leaks),
    platforms: [...platforms.values()].sort((a, b) => b.leaks - a.leaks || a.siteName.localeCompare(b.siteName)),
    samples,
  };
}

const pixelLimit = { limitInputPixels: 40_000_000 };

/** Blurred beyond recognition, so that a visitor's preview shows where, not what. */
export function blurred(image: Buffer): Promise<Buffer> {
  return sharp(image, pixelLimit).rotate().resize({ width: 160, withoutEnlargement: true }).blur(10).jpeg({ quality: 60 }).toBuffer();
}

function countByEvidence(leaks: Leak[]): Record<EvidenceStrength, number> {
  const counts = { exact: 0, high: 0, good: 0, name: 0 };
  for (const leak of leaks) counts[evidenceStrengthOf(leak)] += 1;
  return counts;
}
