// Our PDQ perceptual hash (Meta's algorithm, hand-written): exact against the reference C++ tool.

export { hammingDistance, hashFromHex, hashToHex, popcount32, PDQ_HASH_BITS, PDQ_HASH_WORDS, type PdqHash } from "./pdq-hash";
export { lumaFromPixels, type RawPixels } from "./luma";
export { createPdqHasher, type PdqDihedralResult, type PdqHasher, type PdqHashOptions, type PdqResult } from "./pdq-hasher";
export { DIHEDRAL_NAMES, type DihedralName } from "./dihedral";
export { decodeForPdq, decodeImage, ImageDecodeError, MAX_INPUT_PIXELS, nearestNeighbourResize } from "./decode-image";
export { hashFile, hashImage, pdqHash } from "./hash-image";

/** Distance at or below which two PDQ hashes are the same picture (the reference's rule). */
export const PDQ_MATCH_DISTANCE = 31;
/** Below this quality a hash is too featureless to trust. */
export const PDQ_MIN_QUALITY = 50;
