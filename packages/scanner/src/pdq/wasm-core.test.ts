import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hashToHex } from "./pdq-hash";
import { createPdqHasher } from "./pdq-hasher";

/** Deterministic pseudo-random bytes (xorshift), so failures reproduce. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed | 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** A smooth gradient with noise on top: enough structure for a meaningful hash. */
function picture(width: number, height: number, channels: number, seed: number): Uint8Array {
  const data = noise(width * height * channels, seed);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        const i = (y * width + x) * channels + c;
        data[i] = (data[i] >> 2) + ((x * 97 + y * 61 * (c + 1)) % 190);
      }
    }
  }
  return data;
}

describe("WebAssembly PDQ core", () => {
  const sizes: Array<[number, number, number]> = [
    [512, 512, 3], [512, 384, 4], [333, 517, 1], [63, 17, 3], [1, 1, 3], [7, 200, 2], [64, 64, 3], [130, 129, 3],
  ];

  it.each(sizes)("gives the TypeScript core's samples, hash and quality on %ix%i with %i channels", (width, height, channels) => {
    const pixels = { data: picture(width, height, channels, width * 31 + height), width, height, channels };
    const wasm = createPdqHasher();
    const typescript = createPdqHasher({ core: "typescript" });
    const a = wasm.hashPixels(pixels, { dihedral: true });
    const b = typescript.hashPixels(pixels, { dihedral: true });
    expect(Array.from(wasm.stages.downsample64)).toEqual(Array.from(typescript.stages.downsample64));
    expect(a.dihedral.map(hashToHex)).toEqual(b.dihedral.map(hashToHex));
    expect(a.quality).toBe(b.quality);
  });

  it("keeps giving identical hashes after growing for a larger picture and shrinking back", () => {
    const wasm = createPdqHasher();
    const typescript = createPdqHasher({ core: "typescript" });
    for (const [width, height] of [[100, 80], [900, 700], [100, 80]]) {
      const luma = Float32Array.from(picture(width, height, 1, width), (v) => v * 0.75);
      expect(hashToHex(wasm.hashLuma(luma, height, width).hash)).toBe(hashToHex(typescript.hashLuma(luma, height, width).hash));
    }
  });

  it("is the build of assembly/pdq-core.ts that is committed", () => {
    const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
    const out = path.join(mkdtempSync(path.join(tmpdir(), "pdq-core-")), "pdq-core.wasm");
    execFileSync(process.execPath, [path.join(packageDir, "scripts/build-wasm.mjs"), out], { cwd: packageDir });
    expect(readFileSync(out).equals(readFileSync(path.join(packageDir, "src/pdq/pdq-core.wasm")))).toBe(true);
  }, 60_000);
});
