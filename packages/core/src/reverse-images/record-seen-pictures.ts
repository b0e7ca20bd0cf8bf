// Keeps every picture a scan hashed in seen_pictures (issue 18), the reverse image finder's own
// index: one row per picture address, its page and site brought up to date each time a scan sees
// it again. Rows are written in batches while the scan runs; a picture gets a small thumbnail
// (160 pixels, JPEG, upright, no metadata) the first time it is seen, so the bytes the scanner
// fetched are never held longer than one resize. Timestamps come from the clock.
import { createHash } from "node:crypto";
import { type Database, seenPictures } from "@unleak/db";
import type { SeenPicture } from "@unleak/scanner";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import type { FileStorage } from "../storage/file-storage";

const BATCH = 50;
const THUMBNAIL_SIZE = 160;
/** Thumbnails made at once: resizing runs on libuv's small thread pool, shared with the scan's work. */
const THUMBNAILS_AT_ONCE = 2;
/** Pictures waiting for a thumbnail at most; past that a picture is kept without one, so a fast scan holds no pile of bytes. */
const THUMBNAILS_WAITING = 200;

export interface SeenPictureRecorder {
  add(picture: SeenPicture): void;
  /** Writes what is left; resolves once every row of the scan is stored. */
  flush(): Promise<void>;
}

/** Deterministic, so that a picture seen again finds its thumbnail without a lookup. */
export function seenThumbnailKey(mediaUrl: string): string {
  return `seen/${createHash("sha256").update(mediaUrl).digest("hex").slice(0, 40)}.jpg`;
}

export function createSeenPictureRecorder({ db, storage, clock }: { db: Database; storage: FileStorage; clock: Clock }): SeenPictureRecorder {
  type Row = typeof seenPictures.$inferInsert;
  const rows = new Map<string, Row>();
  let writes: Promise<unknown> = Promise.resolve();
  let thumbnailsRunning = 0;
  const thumbnailsWaiting: Array<() => void> = [];
  const inFlight = new Set<Promise<void>>();

  const write = () => {
    const batch = [...rows.values()];
    rows.clear();
    if (batch.length === 0) return;
    writes = writes.then(() => upsertSeenPictures(db, batch)).catch((error: Error) => console.warn("[scan] seen pictures not saved:", error.message));
  };

  async function withThumbnail(picture: SeenPicture): Promise<void> {
    let thumbnailKey: string | null = seenThumbnailKey(picture.mediaUrl);
    if (thumbnailsWaiting.length >= THUMBNAILS_WAITING) thumbnailKey = null;
    else if (thumbnailsRunning >= THUMBNAILS_AT_ONCE) await new Promise<void>((resolve) => thumbnailsWaiting.push(resolve));
    else thumbnailsRunning += 1;
    if (thumbnailKey && !(await storeThumbnail(picture, thumbnailKey))) thumbnailKey = null;
    keep(picture, thumbnailKey);
  }

  async function storeThumbnail(picture: SeenPicture, thumbnailKey: string): Promise<boolean> {
    try {
      if (!(await storage.exists("evidence", thumbnailKey))) {
        const jpeg = await sharp(picture.bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 70 }).toBuffer();
        await storage.put("evidence", thumbnailKey, jpeg);
      }
      return true;
    } catch {
      return false;
    } finally {
      const next = thumbnailsWaiting.shift();
      if (next) next();
      else thumbnailsRunning -= 1;
    }
  }

  function keep(picture: SeenPicture, thumbnailKey: string | null) {
    const now = clock.now();
    const { mediaUrl, pageUrl, pageTitle, siteId, siteName, pdqHash, pdqQuality } = picture;
    rows.set(mediaUrl, { mediaUrl, pageUrl, pageTitle: pageTitle.slice(0, 500), siteId, siteName, pdqHash, pdqQuality, thumbnailKey, firstSeenAt: now, lastSeenAt: now });
    if (rows.size >= BATCH) write();
  }

  return {
    add(picture) {
      const done: Promise<void> = withThumbnail(picture).finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    async flush() {
      await Promise.all([...inFlight]);
      write();
      await writes;
    },
  };
}

/** Inserts new pictures and moves known ones to the page they were last seen on. */
async function upsertSeenPictures(db: Database, batch: Array<typeof seenPictures.$inferInsert>) {
  await db
    .insert(seenPictures)
    .values(batch)
    .onConflictDoUpdate({
      target: seenPictures.mediaUrl,
      set: {
        pageUrl: sql`excluded.page_url`,
        pageTitle: sql`excluded.page_title`,
        siteId: sql`excluded.site_id`,
        siteName: sql`excluded.site_name`,
        pdqHash: sql`excluded.pdq_hash`,
        pdqQuality: sql`excluded.pdq_quality`,
        thumbnailKey: sql`coalesce(excluded.thumbnail_key, ${seenPictures.thumbnailKey})`,
        lastSeenAt: sql`excluded.last_seen_at`,
      },
    });
}
