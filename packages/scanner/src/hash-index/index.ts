// Index of reference PDQ hashes: packed popcount scan while small, multi-index hashing when large.

export { createHashIndex, type HashIndex, type HashIndexHit, type HashIndexOptions } from "./hash-index";
export { scanWithin } from "./linear-scan";
