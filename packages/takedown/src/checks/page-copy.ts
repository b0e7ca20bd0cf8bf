// A copy of what a check was shown (issue 13): the body's first bytes as fetched, bounded so a huge
// page cannot fill the disk, with the SHA-256 of exactly the bytes kept.
import type { BodyCopy } from "./removal-check-schema";
import { sha256 } from "./response-evidence";

/** At most this much of a fetched page is kept. */
export const PAGE_COPY_BYTES = 512 * 1024;

export function pageCopy(body: Buffer, limit = PAGE_COPY_BYTES): { body: Buffer; copy: BodyCopy } {
  const kept = body.length > limit ? body.subarray(0, limit) : body;
  return { body: kept, copy: { sha256: sha256(kept), bytes: kept.length, truncated: kept.length < body.length } };
}
