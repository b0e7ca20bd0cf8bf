import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hammingDistance } from "../pdq/pdq-hash";
import { decodePicture } from "./picture";
import { gradeSeenMatch, lookupHashes, seenPictureHash } from "./seen-picture";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const photo = (name: string) => readFileSync(path.join(photos, `${name}.jpg`));

/** The best grade a searched picture gets against one seen picture's stored hash. */
async function grade(searched: Buffer, seen: Buffer) {
  const stored = seenPictureHash(await decodePicture(seen))!;
  const grades = lookupHashes(await decodePicture(searched)).map((lookup) => gradeSeenMatch(hammingDistance(lookup.hash, stored.hash), lookup, stored.quality));
  return (["exact", "high", "good"] as const).find((quality) => grades.includes(quality)) ?? null;
}

describe("the reverse image finder's hashes", () => {
  it("finds a re-encoded copy exact, a mirrored or bordered one, and never another photo", async () => {
    const original = photo("mate-Dune");
    expect(await grade(original, await sharp(original).jpeg({ quality: 50 }).toBuffer())).toBe("exact");
    expect(await grade(original, await sharp(original).flop().toBuffer())).not.toBeNull();
    expect(await grade(original, await sharp(original).extend({ top: 40, bottom: 40, left: 40, right: 40, background: "#000" }).toBuffer())).not.toBeNull();
    expect(await grade(original, photo("plasma-Path"))).toBeNull();
  });

  it("keeps no hash of a featureless picture", async () => {
    const flat = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#808080" } }).png().toBuffer();
    expect(seenPictureHash(await decodePicture(flat))).toBeNull();
    expect(lookupHashes(await decodePicture(flat))).toEqual([]);
  });
});
