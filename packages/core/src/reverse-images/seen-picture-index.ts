// The reverse image finder's in-memory index of seen_pictures' hashes (issue 18). Loaded from the
// table on the first search, then brought up to date before each search by reading only the rows
// seen since the last read (last_seen_at, which every upsert moves), so a search costs one small
// query and lookups in the scanner's hash index (a packed linear scan while small, multi-index
// hashing past 20,000 pictures) rather than a pass over the table. One index per database handle.
import { type Database, seenPictures } from "@unleak/db";
import { createHashIndex, hashFromHex, type HashIndex, type HashIndexHit } from "@unleak/scanner";
import { gte } from "drizzle-orm";

export interface SeenEntry {
  id: string;
  pdqQuality: number;
}

export interface SeenPictureIndex {
  /** Reads the rows seen since the last refresh into the index. */
  refresh(): Promise<void>;
  search(hash: Uint32Array, maxDistance: number): HashIndexHit<SeenEntry>[];
  readonly size: number;
}

const indexes = new WeakMap<object, SeenPictureIndex>();

export function seenPictureIndexOf(db: Database): SeenPictureIndex {
  let index = indexes.get(db);
  if (!index) {
    index = createSeenPictureIndex(db);
    indexes.set(db, index);
  }
  return index;
}

function createSeenPictureIndex(db: Database): SeenPictureIndex {
  const hashes: HashIndex<SeenEntry> = createHashIndex<SeenEntry>();
  /** Row id → its entry handle, so a row seen again (perhaps with a new hash) replaces its entry. */
  const entries = new Map<string, number>();
  let since: Date | null = null;
  let pending: Promise<void> | null = null;

  async function read() {
    // ">=": rows written in the same instant as the last one read are read again, never missed.
    const query = db.select({ id: seenPictures.id, pdqHash: seenPictures.pdqHash, pdqQuality: seenPictures.pdqQuality, lastSeenAt: seenPictures.lastSeenAt }).from(seenPictures);
    const rows = since ? await query.where(gte(seenPictures.lastSeenAt, since)) : await query;
    for (const row of rows) {
      const previous = entries.get(row.id);
      if (previous !== undefined) hashes.remove(previous);
      entries.set(row.id, hashes.add(hashFromHex(row.pdqHash), { id: row.id, pdqQuality: row.pdqQuality }));
      if (!since || row.lastSeenAt > since) since = row.lastSeenAt;
    }
  }

  return {
    refresh() {
      // Searches at the same moment share one read.
      pending ??= read().finally(() => {
        pending = null;
      });
      return pending;
    },
    search: (hash, maxDistance) => hashes.search(hash, maxDistance),
    get size() {
      return hashes.size;
    },
  };
}
