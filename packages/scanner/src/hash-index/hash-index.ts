// In-memory index of reference hashes: finds every stored hash within distance d of a query.
// Small indexes use a packed popcount scan; past `mihThreshold` entries multi-index hashing takes
// over (exact, same results). Entries can be added and removed at any time.

import type { PdqHash } from "../pdq/pdq-hash";
import { scanWithin } from "./linear-scan";
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
  // An entry handle is its slot: hashes never move, so the tables can hold slots directly and a
  // candidate costs one memory access. Freed slots wait in `quarantine` until the next table
  // build, so a slot in the tables always still holds the hash it was tabled with (or is dead).
  let words = new Uint32Array(8 * 1024);
  let live = new Uint8Array(1024);
  const values: (T | undefined)[] = [];
  let slots = 0;
  let count = 0;
  let free: number[] = [];
  let quarantine: number[] = [];
  let mih: MultiIndex | null = null;
  let removedSinceBuild = 0;

  function grow(): void {
    const bigger = new Uint32Array(words.length * 2); bigger.set(words); words = bigger;
    const alive = new Uint8Array(live.length * 2); alive.set(live); live = alive;
  }

  function buildMih(): void {
    mih ??= createMultiIndex();
    mih.build(words, live, slots);
    free = free.concat(quarantine);
    quarantine = [];
    removedSinceBuild = 0;
  }

  /** Pending additions are scanned by every query and dead slots linger in the tables: rebuild
   * (lazily, at the next search, so a bulk load builds once) when either passes 1/64 of the size. */
  function refreshMih(): void {
    const slack = Math.max(1024, count >> 6);
    if (mih && (mih.pending > slack || removedSinceBuild > slack)) buildMih();
  }

  return {
    get size() { return count; },
    get mode() { return mih ? "mih" : "linear"; },

    add(hash, value) {
      if (hash.length !== 8) throw new RangeError("a PDQ hash has 8 words");
      let slot = free.pop();
      if (slot === undefined) {
        slot = slots++;
        if (slots * 8 > words.length) grow();
      }
      words.set(hash, slot * 8);
      live[slot] = 1;
      values[slot] = value;
      count++;
      if (mih) mih.add(slot);
      else if (count >= mihThreshold) buildMih();
      return slot;
    },

    remove(entry) {
      if (!(entry >= 0 && entry < slots && live[entry])) return false;
      live[entry] = 0;
      values[entry] = undefined;
      count--;
      if (mih) { quarantine.push(entry); removedSinceBuild++; } else free.push(entry);
      // Hysteresis: drop the tables only well below the threshold so add/remove cannot thrash.
      if (mih && count < mihThreshold / 2) { mih = null; free = free.concat(quarantine); quarantine = []; }
      return true;
    },

    search(query, maxDistance) {
      const hits: HashIndexHit<T>[] = [];
      const record = (slot: number, distance: number) => {
        if (live[slot]) hits.push({ entry: slot, value: values[slot] as T, distance });
      };
      refreshMih();
      if (!mih || maxDistance > MIH_MAX_DISTANCE) scanWithin(words, slots, query, maxDistance, record);
      else mih.search(query, maxDistance, words, record);
      return hits.sort((a, b) => a.distance - b.distance || a.entry - b.entry);
    },
  };
}
