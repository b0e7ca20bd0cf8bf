import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageDecodeError, nearestNeighbourResize } from "./decode-image";
import { hashFile, hashImage } from "./hash-image";
import { hammingDistance, hashFromHex, hashToHex } from "./pdq-hash";
import { hasReferenceVectors, readManifest, referenceDir } from "./reference-vectors";

// The reference read this 16-bit PNG's low byte per sample (0xF5B5 -> 0xB5), so its pixels are
// noise; we scale 16 to 8 bits properly and cannot agree with it.
const DECODER_BUG_IN_REFERENCE = new Set(["python-threatexchange/threatexchange/tests/hashing/resources/I16.png"]);
const records = hasReferenceVectors ? readManifest().filter((r) => !DECODER_BUG_IN_REFERENCE.has(r.source)) : [];

describe.skipIf(!hasReferenceVectors)("hashFile from the original files with our decoder", () => {
  it.each(records.map((r) => [r.source, r] as const))("%s is within 10 bits of the reference when quality >= 80", async (_n, record) => {
    const result = await hashFile(path.join(referenceDir, record.source));
    expect(result.quality >= 80).toBe(record.toolPath.quality >= 80);
    if (record.toolPath.quality >= 80) {
      expect(hammingDistance(result.hash, hashFromHex(record.toolPath.hash))).toBeLessThanOrEqual(10);
    }
  });

  it("hashes every original under pdq/data", async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(jpe?g|png|webp)$/i.test(name)) files.push(full);
      }
    };
    walk(path.join(referenceDir, "pdq/data"));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) expect(hashToHex((await hashFile(file)).hash)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("hashImage", () => {
  it("hashes an encoded picture with its 8 dihedral hashes", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .composite([{ input: Buffer.from('<svg width="40" height="30"><circle cx="12" cy="10" r="8" fill="white"/></svg>') }])
      .png()
      .toBuffer();
    const result = await hashImage(png, { dihedral: true });
    expect(result.dihedral).toHaveLength(8);
    expect(result.quality).toBeGreaterThan(0);
  });

  it("throws ImageDecodeError on bytes that are not a picture", async () => {
    await expect(hashImage(Buffer.from("not a picture"))).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it("resizes to 512x512 by nearest neighbour, sampling floor(x * size / 512)", () => {
    const width = 1024, height = 600;
    const data = new Uint8Array(width * height);
    for (let i = 0; i < data.length; i++) data[i] = i % 256;
    const out = nearestNeighbourResize({ data, width, height, channels: 1 });
    expect([out.width, out.height]).toEqual([512, 512]);
    expect(out.data[1]).toBe(data[2]);
    expect(out.data[3 * 512 + 5]).toBe(data[Math.floor((3 * 600) / 512) * width + 10]);
  });
});
