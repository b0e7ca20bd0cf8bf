// Reading scans: a visitor only the scans of their own cookie key, a user only their own. What a
// visitor sees of an instant scan is a preview: blurred thumbnails and no page addresses.
import { type Database, scans } from "@unleak/db";
import type { DamageEstimate } from "@unleak/scanner";
import { and, desc, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { FileStorage } from "../storage/file-storage";
import { DEMO_CLIENT_KEY } from "./demo-scan";
import type { ScanSummary } from "./scan-summary";

export interface ScanViewer {
  userId: string | null;
  visitorKey: string | null;
}

type ScanRow = typeof scans.$inferSelect;

/** The scan if the viewer may read it; NOT_FOUND otherwise, so ids of others cannot be probed. */
export async function findReadableScan({ db, scanId, viewer }: { db: Database; scanId: string; viewer: ScanViewer }): Promise<ScanRow> {
  if (!/^[0-9a-f-]{36}$/i.test(scanId)) throw new AppError("NOT_FOUND");
  const [scan] = await db.select().from(scans).where(eq(scans.id, scanId));
  if (!scan || !canRead(scan, viewer)) throw new AppError("NOT_FOUND");
  return scan;
}

export function canRead(scan: Pick<ScanRow, "userId" | "clientKey">, viewer: ScanViewer): boolean {
  if (scan.clientKey === DEMO_CLIENT_KEY) return true; // the platform demo's shared scan
  if (scan.userId) return scan.userId === viewer.userId || (scan.clientKey !== null && scan.clientKey === viewer.visitorKey && !viewer.userId);
  return scan.clientKey !== null && scan.clientKey === viewer.visitorKey;
}

export function scanView(scan: ScanRow, viewer: ScanViewer, storage: FileStorage) {
  const owner = scan.userId !== null && scan.userId === viewer.userId;
  const summary = scan.result as ScanSummary | null;
  const damage = scan.damage as DamageEstimate | null;
  const signed = (key: string | null) => (key ? storage.signedUrl("evidence", key) : null);
  return {
    id: scan.id,
    kind: scan.kind,
    scope: scan.scope,
    status: scan.status,
    stage: scan.stage,
    percent: scan.percent,
    createdAt: scan.createdAt.toISOString(),
    startedAt: scan.startedAt?.toISOString() ?? null,
    finishedAt: scan.finishedAt?.toISOString() ?? null,
    failed: scan.status === "failed",
    result:
      scan.status === "completed" && summary
        ? {
            leakCount: summary.leakCount,
            ...(summary.newLeaks !== undefined ? { newLeaks: summary.newLeaks } : {}),
            sitesScanned: summary.sitesScanned,
            byQuality: summary.byQuality,
            byEvidence: summary.byEvidence ?? null,
            platforms: summary.platforms,
            damage: damage && {
              monthlyLoss: damage.monthlyLoss,
              currency: damage.currency,
              estimatedMonthlyViews: damage.estimatedMonthlyViews,
              leaksCounted: damage.leaksCounted,
              assumptions: damage.assumptions,
            },
            samples: summary.samples.map((sample) => ({
              siteName: sample.siteName,
              category: sample.category,
              title: sample.title,
              kind: sample.kind,
              quality: sample.quality,
              ...(owner ? { url: sample.url } : {}),
              thumbnailUrl: owner ? signed(sample.thumbnailKey) : signed(sample.blurredThumbnailKey),
              thumbnailBlurred: !owner,
            })),
          }
        : null,
  };
}

export type ScanView = ReturnType<typeof scanView>;

export async function listScans({ db, userId, limit = 20 }: { db: Database; userId: string; limit?: number }) {
  const rows = await db.select().from(scans).where(and(eq(scans.userId, userId))).orderBy(desc(scans.createdAt)).limit(limit);
  return rows.map((scan) => ({
    id: scan.id,
    kind: scan.kind,
    scope: scan.scope,
    status: scan.status,
    stage: scan.stage,
    percent: scan.percent,
    leakCount: (scan.result as ScanSummary | null)?.leakCount ?? null,
    newLeaks: (scan.result as ScanSummary | null)?.newLeaks ?? null,
    createdAt: scan.createdAt.toISOString(),
    finishedAt: scan.finishedAt?.toISOString() ?? null,
  }));
}
