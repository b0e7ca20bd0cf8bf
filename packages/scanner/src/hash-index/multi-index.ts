// Multi-index hashing (Norouzi et al.): the 256 bits are cut into 16 substrings of 16 bits, each
// with its own table. If two hashes differ in at most d bits, some substring differs in at most
// floor(d / 16) bits (pigeonhole), so probing every key within that radius in every table finds
// all true neighbours. 16-bit keys index the tables directly: no hashing, no collisions.
//
// Tables are compressed rows (offsets + slots, each bucket contiguous) because linked buckets cost
// a cache miss per entry. Additions since the last build wait in a small pending list that every
// query scans; the owner rebuilds when it grows. Removed slots stay in the tables until the next
// build and are filtered by the owner.

import { popcount32 } from "../pdq/pdq-hash";
import { distanceWithin } from "./linear-scan";

export const SUBSTRINGS = 16;
const KEYS = 1 << 16;

/** Largest per-substring radius probed; beyond it (d > 63) a linear scan is cheaper anyway. */
export const MAX_RADIUS = 3;

/** XOR masks of 16 bits with at most r bits set, ordered by bit count; FLIPS_UP_TO[r] is how many. */
const FLIP_MASKS: Int32Array = (() => {
  const masks: number[] = [];
  for (let bits = 0; bits <= MAX_RADIUS; bits++) {
    for (let m = 0; m < KEYS; m++) {
      let c = 0;
      for (let v = m; v; v &= v - 1) c++;
      if (c === bits) masks.push(m);
    }
  }
  return Int32Array.from(masks);
})();
const FLIPS_UP_TO = [1, 17, 137, 697];

/** Every 16-bit key within `radius` (0..3) bits of `key`. */
export function keysWithin(key: number, radius: number): number[] {
  return Array.from(FLIP_MASKS.subarray(0, FLIPS_UP_TO[radius]), (mask) => key ^ mask);
}

function substringAt(words: Uint32Array, offset: number, t: number): number {
  const word = words[offset + (t >> 1)];
  return t & 1 ? word >>> 16 : word & 0xffff;
}

/** The first substring index where `words` at `offset` and `query` differ in <= radius bits. */
function firstTableWithin(words: Uint32Array, offset: number, query: Uint32Array, radius: number): number {
  for (let w = 0; w < 8; w++) {
    const x = words[offset + w] ^ query[w];
    if (popcount32(x & 0xffff) <= radius) return 2 * w;
    if (popcount32(x >>> 16) <= radius) return 2 * w + 1;
  }
  return -1;
}

export interface MultiIndex {
  /** Slots added since the last build (scanned by every query). */
  readonly pending: number;
  /** Rebuilds the tables from the live slots among the first `slots` packed hashes. */
  build(words: Uint32Array, live: Uint8Array, slots: number): void;
  /** Registers a slot filled after the last build. It must not be in the tables: the owner never
   * reuses a slot freed since the last build. */
  add(slot: number): void;
  /** Calls `onHit(slot, distance)` once for every tabled or pending slot within `maxDistance`;
   * the owner filters out dead slots. */
  search(query: Uint32Array, maxDistance: number, words: Uint32Array, onHit: (slot: number, distance: number) => void): void;
}

export function createMultiIndex(): MultiIndex {
  const offsets = Array.from({ length: SUBSTRINGS }, () => new Int32Array(KEYS + 1));
  let tables: Int32Array[] = Array.from({ length: SUBSTRINGS }, () => new Int32Array(0));
  let pendingSlots: number[] = [];
  const querySubstrings = new Int32Array(SUBSTRINGS);

  return {
    get pending() { return pendingSlots.length; },

    build(words, live, slots) {
      tables = offsets.map((offset, t) => {
        offset.fill(0);
        let count = 0;
        for (let slot = 0; slot < slots; slot++) if (live[slot]) { offset[substringAt(words, slot * 8, t) + 1]++; count++; }
        for (let key = 0; key < KEYS; key++) offset[key + 1] += offset[key];
        const fill = offset.slice(0, KEYS);
        const table = new Int32Array(count);
        for (let slot = 0; slot < slots; slot++) if (live[slot]) table[fill[substringAt(words, slot * 8, t)]++] = slot;
        return table;
      });
      pendingSlots = [];
    },

    add(slot) {
      pendingSlots.push(slot);
    },

    search(query, maxDistance, words, onHit) {
      const radius = Math.floor(maxDistance / SUBSTRINGS);
      if (radius > MAX_RADIUS) throw new RangeError(`multi-index probes distances up to ${SUBSTRINGS * (MAX_RADIUS + 1) - 1}`);
      const flips = FLIPS_UP_TO[radius];
      for (let t = 0; t < SUBSTRINGS; t++) querySubstrings[t] = substringAt(query, 0, t);
      for (let t = 0; t < SUBSTRINGS; t++) {
        const offset = offsets[t], table = tables[t];
        for (let f = 0; f < flips; f++) {
          const key = querySubstrings[t] ^ FLIP_MASKS[f];
          for (let i = offset[key], end = offset[key + 1]; i < end; i++) {
            const slot = table[i];
            const distance = distanceWithin(words, slot, query, maxDistance);
            // A true neighbour is reported by the first table whose substring is within the
            // radius; later tables skip it, so no "seen" set is needed (hits are rare, so cheap).
            if (distance <= maxDistance && firstTableWithin(words, slot * 8, query, radius) === t) onHit(slot, distance);
          }
        }
      }
      for (const slot of pendingSlots) {
        const distance = distanceWithin(words, slot, query, maxDistance);
        if (distance <= maxDistance) onHit(slot, distance);
      }
    },
  };
}
