// Packed popcount scan: the exact baseline and the small-index path. Hashes sit back to back in
// one Uint32Array (8 words each), so the scan streams memory and allocates nothing per entry.

import { popcount32 } from "../pdq/pdq-hash";

/**
 * Calls `onHit(position, distance)` for every packed hash within `maxDistance` of `query`.
 * `query` is 8 words; `words` holds `count` hashes.
 */
export function scanWithin(
  words: Uint32Array, count: number, query: Uint32Array, maxDistance: number,
  onHit: (position: number, distance: number) => void,
): void {
  const q0 = query[0], q1 = query[1], q2 = query[2], q3 = query[3];
  const q4 = query[4], q5 = query[5], q6 = query[6], q7 = query[7];
  for (let p = 0, o = 0; p < count; p++, o += 8) {
    // Half the words first: most entries are already too far and skip the second half.
    let d = popcount32(words[o] ^ q0) + popcount32(words[o + 1] ^ q1) + popcount32(words[o + 2] ^ q2) + popcount32(words[o + 3] ^ q3);
    if (d > maxDistance) continue;
    d += popcount32(words[o + 4] ^ q4) + popcount32(words[o + 5] ^ q5) + popcount32(words[o + 6] ^ q6) + popcount32(words[o + 7] ^ q7);
    if (d <= maxDistance) onHit(p, d);
  }
}

/** Distance between `query` and the packed hash at `position`; any value > `limit` once it exceeds it. */
export function distanceWithin(words: Uint32Array, position: number, query: Uint32Array, limit: number): number {
  const o = position * 8;
  const d = popcount32(words[o] ^ query[0]) + popcount32(words[o + 1] ^ query[1]) + popcount32(words[o + 2] ^ query[2]) + popcount32(words[o + 3] ^ query[3]);
  if (d > limit) return d;
  return d + popcount32(words[o + 4] ^ query[4]) + popcount32(words[o + 5] ^ query[5]) + popcount32(words[o + 6] ^ query[6]) + popcount32(words[o + 7] ^ query[7]);
}
