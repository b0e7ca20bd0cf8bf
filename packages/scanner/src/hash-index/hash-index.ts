// In-memory index of reference hashes: finds every stored hash within distance d of a query.
// Small indexes use a packed popcount scan; past `mihThreshold` entries multi-index hashing takes
// over (exact, same results). Entries can be added and removed at any time.

import type { PdqHash } from "../pdq/pdq-hash";
import { distanceAt, scanWithin } from "./linear-scan";
import { createMultiIndex, MAX_RADIUS, SUBSTRINGS, type MultiIndex } from "./multi-index";

export interface HashIndexOptions {
  /** Entries at which multi-index hashing replaces the linear scan (default 20,000). */
  mihThreshold?: number;
}

export interface HashIndexHit<T> {
  entry: number;
  value: T;
  distance: number;
}

export interface HashIndex<T> {
  /** Stores `hash` with `value`; returns an entry handle for remove(). */
  add(hash: PdqHash, value: T): number;
  /** Removes an entry; false when it was not there. */
  remove(entry: number): boolean;
  /** Every entry within `maxDistance` (inclusive), nearest first. */
  search(query: PdqHash, maxDistance: number): HashIndexHit<T>[];
  readonly size: number;
  readonly mode: "linear" | "mih";
}

const MIH_MAX_DISTANCE = SUBSTRINGS * (MAX_RADIUS + 1) - 1;

export function createHashIndex<T>({ mihThreshold = 20_000 }: HashIndexOptions = {}): HashIndex<T> {
  // Live entries are kept dense (swap-remove) so the scan never skips holes; entry handles stay
  // stable through entryToSlot / slotToEntry.
  let words = new Uint32Array(8 * 1024);
  let slotToEntry = new Int32Array(1024);
  let entryToSlot = new Int32Array(1024).fill(-1);
  let seen = new Uint32Array(1024);
  let stamp = 0;
  const values: (T | undefined)[] = [];
  const freeEntries: number[] = [];
  let count = 0;
  let mih: MultiIndex | null = null;

  function grow(): void {
    const bigger = new Uint32Array(words.length * 2); bigger.set(words); words = bigger;
    const s2e = new Int32Array(slotToEntry.length * 2); s2e.set(slotToEntry); slotToEntry = s2e;
  }
  function growEntries(entry: number): void {
    if (entry < entryToSlot.length) return;
    const e2s = new Int32Array(entryToSlot.length * 2).fill(-1); e2s.set(entryToSlot); entryToSlot = e2s;
    const s = new Uint32Array(seen.length * 2); s.set(seen); seen = s;
  }
  const hashAt = (slot: number) => words.subarray(slot * 8, slot * 8 + 8);

  function buildMih(): void {
    mih = createMultiIndex(entryToSlot.length);
    for (let slot = 0; slot < count; slot++) mih.insert(slotToEntry[slot], hashAt(slot));
  }

  return {
    get size() { return count; },
    get mode() { return mih ? "mih" : "linear"; },

    add(hash, value) {
      if (hash.length !== 8) throw new RangeError("a PDQ hash has 8 words");
      const entry = freeEntries.pop() ?? values.length;
      growEntries(entry);
      if ((count + 1) * 8 > words.length) grow();
      words.set(hash, count * 8);
      slotToEntry[count] = entry;
      entryToSlot[entry] = count;
      values[entry] = value;
      count++;
      if (mih) mih.insert(entry, hash);
      else if (count >= mihThreshold) buildMih();
      return entry;
    },

    remove(entry) {
      const slot = entry >= 0 && entry < entryToSlot.length ? entryToSlot[entry] : -1;
      if (slot < 0) return false;
      if (mih) mih.delete(entry, hashAt(slot));
      const last = count - 1;
      if (slot !== last) {
        words.copyWithin(slot * 8, last * 8, last * 8 + 8);
        slotToEntry[slot] = slotToEntry[last];
        entryToSlot[slotToEntry[slot]] = slot;
      }
      entryToSlot[entry] = -1;
      values[entry] = undefined;
      freeEntries.push(entry);
      count--;
      // Hysteresis: drop the tables only well below the threshold so add/remove cannot thrash.
      if (mih && count < mihThreshold / 2) mih = null;
      return true;
    },

    search(query, maxDistance) {
      const hits: HashIndexHit<T>[] = [];
      const record = (slot: number, distance: number) => {
        const entry = slotToEntry[slot];
        hits.push({ entry, value: values[entry] as T, distance });
      };
      if (!mih || maxDistance > MIH_MAX_DISTANCE) {
        scanWithin(words, count, query, maxDistance, record);
      } else {
        stamp = (stamp + 1) >>> 0 || 1;
        if (stamp === 1) seen.fill(0);
        mih.candidates(query, maxDistance, (entry) => {
          if (seen[entry] === stamp) return;
          seen[entry] = stamp;
          const slot = entryToSlot[entry];
          const distance = distanceAt(words, slot, query);
          if (distance <= maxDistance) record(slot, distance);
        });
      }
      return hits.sort((a, b) => a.distance - b.distance || a.entry - b.entry);
    },
  };
}
