// Storing found leaks as the creator's own: one row per (creator, URL), whatever scan found it,
// so that reruns, restarts and several scans never duplicate a leak.
import type { LeakEvidence, LeakKind, MatchQuality } from "@unleak/contracts";
import { type Database, leaks } from "@unleak/db";
import type { Leak } from "@unleak/scanner";
import { sql } from "drizzle-orm";

/** A leak as stored: also kept in an instant scan's result until an account adopts it. */
export interface LeakRecord {
  url: string;
  siteId: string;
  siteName: string;
  category: string;
  title: string;
  kind: LeakKind;
  quality: MatchQuality;
  matchedReferenceId: string | null;
  distance: number | null;
  evidence: LeakEvidence;
  thumbnailKey: string | null;
}

export function leakRecordOf(leak: Leak, thumbnailKey: string | null): LeakRecord {
  return {
    url: leak.url,
    siteId: leak.siteId,
    siteName: leak.siteName,
    category: leak.category,
    title: leak.title.slice(0, 500),
    kind: leak.kind,
    quality: leak.quality,
    matchedReferenceId: leak.matchedReference && isUuid(leak.matchedReference) ? leak.matchedReference : null,
    distance: leak.distance ?? null,
    evidence: {
      url: leak.evidence.url,
      title: leak.evidence.title,
      fetchedAt: leak.evidence.fetchedAt.toISOString(),
      httpStatus: leak.evidence.httpStatus,
      ...(leak.evidence.mediaUrls.length > 0 ? { mediaUrls: leak.evidence.mediaUrls } : {}),
      ...(leak.evidence.videoMatch ? { videoMatch: leak.evidence.videoMatch } : {}),
    },
    thumbnailKey,
  };
}

type Writer = Pick<Database, "insert">;

/**
 * Upserts by (user, URL). `refresh` (a scan that just ran) updates what was seen and keeps what
 * the creator decided; without it (an older scan adopted later) an existing row is left alone.
 * Returns how many rows were first seen at or after `since`.
 */
export async function upsertLeaks({ db, userId, scanId, records, since, refresh = true }: { db: Writer; userId: string; scanId: string | null; records: LeakRecord[]; since: Date; refresh?: boolean }) {
  let inserted = 0;
  for (const record of records) {
    const insert = db.insert(leaks).values({ ...record, userId, scanId });
    const rows = refresh
      ? await insert
          .onConflictDoUpdate({
            target: [leaks.userId, leaks.url],
            set: {
              scanId,
              title: record.title,
              quality: record.quality,
              kind: record.kind,
              matchedReferenceId: record.matchedReferenceId,
              distance: record.distance,
              evidence: record.evidence,
              thumbnailKey: sql`coalesce(excluded.thumbnail_key, ${leaks.thumbnailKey})`,
              lastSeenAt: new Date(),
            },
          })
          .returning({ firstSeenAt: leaks.firstSeenAt })
      : await insert.onConflictDoNothing({ target: [leaks.userId, leaks.url] }).returning({ firstSeenAt: leaks.firstSeenAt });
    if (rows[0] && rows[0].firstSeenAt >= since) inserted += 1;
  }
  return { inserted };
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
