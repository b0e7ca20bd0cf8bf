// Multi-index hashing (Norouzi et al.): the 256 bits are cut into 16 substrings of 16 bits, each
// with its own table. If two hashes differ in at most d bits, some substring differs in at most
// floor(d / 16) bits (pigeonhole), so probing every key within that radius in every table finds
// all true neighbours. 16-bit keys index the tables directly: no hashing, no collisions to handle.

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

function substring(hash: Uint32Array, t: number): number {
  const word = hash[t >> 1];
  return t & 1 ? word >>> 16 : word & 0xffff;
}

/**
 * Per table, singly linked bucket lists of entry ids: head[t][key] is the first entry, next[t][id]
 * the following one (-1 ends). Two Int32Arrays per table keep a million entries at ~70 MB.
 */
export interface MultiIndex {
  insert(id: number, hash: Uint32Array): void;
  delete(id: number, hash: Uint32Array): void;
  /** Calls `visit(id)` for each entry sharing a substring within floor(maxDistance/16); ids may repeat. */
  candidates(query: Uint32Array, maxDistance: number, visit: (id: number) => void): void;
}

export function createMultiIndex(initialCapacity = 1024): MultiIndex {
  const heads = Array.from({ length: SUBSTRINGS }, () => new Int32Array(KEYS).fill(-1));
  let nexts = Array.from({ length: SUBSTRINGS }, () => new Int32Array(initialCapacity).fill(-1));

  function ensure(id: number): void {
    if (id < nexts[0].length) return;
    const capacity = Math.max(id + 1, nexts[0].length * 2);
    nexts = nexts.map((old) => {
      const grown = new Int32Array(capacity).fill(-1);
      grown.set(old);
      return grown;
    });
  }

  return {
    insert(id, hash) {
      ensure(id);
      for (let t = 0; t < SUBSTRINGS; t++) {
        const key = substring(hash, t);
        nexts[t][id] = heads[t][key];
        heads[t][key] = id;
      }
    },
    delete(id, hash) {
      for (let t = 0; t < SUBSTRINGS; t++) {
        const key = substring(hash, t);
        const next = nexts[t];
        if (heads[t][key] === id) { heads[t][key] = next[id]; continue; }
        for (let prev = heads[t][key]; prev !== -1; prev = next[prev]) {
          if (next[prev] === id) { next[prev] = next[id]; break; }
        }
      }
    },
    candidates(query, maxDistance, visit) {
      const radius = Math.floor(maxDistance / SUBSTRINGS);
      if (radius > MAX_RADIUS) throw new RangeError(`multi-index probes distances up to ${SUBSTRINGS * (MAX_RADIUS + 1) - 1}`);
      const flips = FLIPS_UP_TO[radius];
      for (let t = 0; t < SUBSTRINGS; t++) {
        const head = heads[t], next = nexts[t];
        const key = substring(query, t);
        for (let f = 0; f < flips; f++) {
          for (let id = head[key ^ FLIP_MASKS[f]]; id !== -1; id = next[id]) visit(id);
        }
      }
    },
  };
}
