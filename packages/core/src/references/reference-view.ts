// A reference as the creator sees it: its picture through a signed URL, and whether it matches weakly.
import type { Reference } from "@unleak/contracts";
import type { referenceMedia } from "@unleak/db";
import { PDQ_MIN_QUALITY } from "@unleak/scanner";
import type { FileStorage } from "../storage/file-storage";

type ReferenceRow = typeof referenceMedia.$inferSelect;

/**
 * Whether the scanner matches this reference less well, and why (ADR 020): shown to the creator.
 * Rows from before the weakness was kept fall back on their PDQ quality.
 */
function weakOrNot(row: ReferenceRow) {
  const reason = row.weakness ?? (row.pdqQuality < PDQ_MIN_QUALITY ? "low-contrast" : null);
  return { weak: reason !== null, weakReason: reason };
}

export function referenceView(row: ReferenceRow, storage: FileStorage): Reference {
  return {
    id: row.id,
    kind: row.kind,
    uploadId: row.uploadId,
    sourceName: row.sourceName,
    width: row.width,
    height: row.height,
    pdqQuality: row.pdqQuality,
    ...weakOrNot(row),
    url: storage.signedUrl("references", row.storageKey),
    videoId: row.videoId,
    timeMs: row.timeMs,
    createdAt: row.createdAt.toISOString(),
  };
}
