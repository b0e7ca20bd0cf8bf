// Reading scans: a visitor only the scans of their own cookie key, a user only their own (the
// policy's mayReadScan). What a visitor sees of an instant scan is a preview: blurred thumbnails
// and no page addresses.
import type { Scan, ScanListItem } from "@unleak/contracts";
import { type Database, scans } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access, Actor } from "../policy/actor";
import { authorise, mayReadScan } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { actedByOf } from "../agencies/roster/acted-by";
import { DEMO_CLIENT_KEY } from "./demo-scan";

/**
 * Who reads a scan: the actor, whose data they act on (null for a visitor), and the browser's
 * free-scan cookie key (a visitor's own, or a signed-in caller's from before signing in).
 */
export interface ScanReader {
  actor: Actor;
  ownerId: string | null;
  cookieKey: string | null;
}

type ScanRow = typeof scans.$inferSelect;

/** The scan if the reader may read it; NOT_FOUND otherwise, so ids of others cannot be probed. */
export async function findReadableScan({ db, scanId, reader }: { db: Database; scanId: string; reader: ScanReader }): Promise<ScanRow> {
  if (!/^[0-9a-f-]{36}$/i.test(scanId)) throw new AppError("NOT_FOUND");
  const [scan] = await db.select().from(scans).where(eq(scans.id, scanId));
  if (!scan || !canRead(scan, reader)) throw new AppError("NOT_FOUND");
  return scan;
}

export function canRead(scan: Pick<ScanRow, "userId" | "clientKey">, { actor, ownerId, cookieKey }: ScanReader): boolean {
  if (scan.clientKey === DEMO_CLIENT_KEY) return true; // the platform demo's shared scan
  return mayReadScan(actor, ownerId, scan, cookieKey);
}

/** What the reader sees of a scan: its owner the page addresses and clear thumbnails, others a preview. */
export function scanView(scan: ScanRow, reader: Pick<ScanReader, "actor" | "ownerId">, storage: FileStorage): Omit<Scan, "error"> {
  const owner = scan.userId !== null && reader.actor.kind !== "visitor" && scan.userId === reader.ownerId;
  const summary = scan.result;
  const damage = scan.damage;
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

/** The owner's latest scans, newest first. */
export async function listScans({ db, actor, ownerId, limit = 20 }: Access & { db: Database; limit?: number }): Promise<ScanListItem[]> {
  authorise(actor, "scans.read", ownerId);
  const rows = await db.select().from(scans).where(eq(scans.userId, ownerId)).orderBy(desc(scans.createdAt)).limit(limit);
  const actedBy = await actedByOf(db, rows.map((scan) => ({ agencyId: scan.startedByAgencyId, memberId: scan.startedBy })));
  return rows.map((scan, index) => ({
    id: scan.id,
    kind: scan.kind,
    scope: scan.scope,
    status: scan.status,
    stage: scan.stage,
    percent: scan.percent,
    leakCount: scan.result?.leakCount ?? null,
    newLeaks: scan.result?.newLeaks ?? null,
    createdAt: scan.createdAt.toISOString(),
    finishedAt: scan.finishedAt?.toISOString() ?? null,
    actedBy: actedBy[index],
  }));
}

/** Who started the scan for its owner (her agency's member, issue 17), or null. */
export async function scanActedBy(db: Database, scan: ScanRow) {
  const [actedBy] = await actedByOf(db, [{ agencyId: scan.startedByAgencyId, memberId: scan.startedBy }]);
  return actedBy;
}
