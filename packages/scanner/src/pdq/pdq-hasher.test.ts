import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DIHEDRAL_NAMES } from "./dihedral";
import { hashToHex } from "./pdq-hash";
import { createPdqHasher } from "./pdq-hasher";
import { hasReferenceVectors, readManifest, referenceOutputsDir } from "./reference-vectors";

const records = hasReferenceVectors ? readManifest() : [];

async function hashToolInput(pngPath: string, hasher = createPdqHasher()) {
  const { data, info } = await sharp(path.join(referenceOutputsDir, pngPath)).raw().toBuffer({ resolveWithObject: true });
  return hasher.hashPixels({ data, width: info.width, height: info.height, channels: info.channels }, { dihedral: true });
}

describe.skipIf(!hasReferenceVectors)("PDQ core against the reference tool's own pixels", () => {
  it("covers every tool-input picture", () => {
    expect(records.length).toBe(55);
  });

  const cases = (["wasm", "typescript"] as const).flatMap((core) => records.map((r) => [core, r.source, r] as const));
  it.each(cases)("%s core, %s: hash, quality and 8 dihedral hashes exact", async (core, _name, record) => {
    const result = await hashToolInput(record.toolInputPng, createPdqHasher({ core }));
    expect(hashToHex(result.hash)).toBe(record.toolPath.hash);
    expect(result.quality).toBe(record.toolPath.quality);
    const ours = Object.fromEntries(DIHEDRAL_NAMES.map((name, k) => [name, hashToHex(result.dihedral[k])]));
    expect(ours).toEqual(record.toolPath.dihedral);
  });

  it("reproduces the intermediate 64x64 samples and 16x16 DCT", async () => {
    for (const record of records.filter((r) => /pen-and-coaster|q0003|wee\.jpg/.test(r.source))) {
      const stages = JSON.parse(readFileSync(path.join(referenceOutputsDir, record.stagesJson), "utf8")).toolPath;
      const hasher = createPdqHasher();
      await hashToolInput(record.toolInputPng, hasher);
      const samples = stages.downsample64x64.flat() as number[];
      const dct = stages.dct16x16.flat() as number[];
      samples.forEach((v, i) => expect(Math.abs(hasher.stages.downsample64[i] - v)).toBeLessThan(1e-3 * Math.max(1, Math.abs(v))));
      dct.forEach((v, i) => expect(Math.abs(hasher.stages.dct16[i] - v)).toBeLessThan(1e-3 * Math.max(1, Math.abs(v))));
    }
  });
});

describe("PDQ core on synthetic input", () => {
  it("gives quality 0 to a flat picture", () => {
    const hasher = createPdqHasher();
    const data = new Uint8Array(100 * 80 * 3).fill(128);
    expect(hasher.hashPixels({ data, width: 100, height: 80, channels: 3 }).quality).toBe(0);
  });

  it("hashes a horizontally mirrored picture to the original's flipy hash", () => {
    const width = 120, height = 90;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = (x * x + 3 * y * x + 7 * y) % 251;
    const mirrored = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mirrored[y * width + x] = data[y * width + width - 1 - x];
    const hasher = createPdqHasher();
    const original = hasher.hashPixels({ data, width, height, channels: 1 }, { dihedral: true });
    const flipped = hasher.hashPixels({ data: mirrored, width, height, channels: 1 });
    expect(hashToHex(flipped.hash)).toBe(hashToHex(original.dihedral[DIHEDRAL_NAMES.indexOf("flipy")]));
  });

  it("rejects a pixel buffer shorter than its dimensions", () => {
    expect(() => createPdqHasher().hashPixels({ data: new Uint8Array(10), width: 10, height: 10, channels: 3 })).toThrow();
  });
});
