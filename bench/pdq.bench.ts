// PDQ speed: hashes per second of a decoded 512x512 photo on one core with the WebAssembly core,
// against the TypeScript core and a naive straightforward implementation measured in the same
// run, and decode+hash of 480-wide JPEGs.
// Run: node --import tsx bench/pdq.bench.ts

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createPdqHasher, hammingDistance, hashImage, type RawPixels } from "../packages/scanner/src/pdq/index";
import { benchDir, isMainModule, reportBench } from "./corpus/bench-output";
import { naivePdqHash } from "./corpus/naive-pdq";

/** Runs `fn` repeatedly for about `ms` milliseconds (after a warm-up) and returns calls per second. */
async function perSecond(fn: () => unknown, ms: number): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < ms) { await fn(); calls++; }
  return (calls * 1000) / (performance.now() - start);
}

async function measure(): Promise<object> {
  sharp.concurrency(1);
  const photosDir = path.join(benchDir, "corpus", "photos");
  const photos = readdirSync(photosDir).sort().map((f) => readFileSync(path.join(photosDir, f)));
  const { data, info } = await sharp(photos[0]).resize(512, 512, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
  const picture: RawPixels = { data, width: info.width, height: info.height, channels: info.channels };

  const hasher = createPdqHasher();
  const ours = hasher.hashPixels(picture);
  const naive = naivePdqHash(picture);
  const oursPerSecond = await perSecond(() => hasher.hashPixels(picture), 3000);
  const oursDihedralPerSecond = await perSecond(() => hasher.hashPixels(picture, { dihedral: true }), 3000);
  const typescriptHasher = createPdqHasher({ core: "typescript" });
  const typescriptPerSecond = await perSecond(() => typescriptHasher.hashPixels(picture), 3000);
  const naivePerSecond = await perSecond(() => naivePdqHash(picture), 3000);

  const jpegs = await Promise.all(photos.map((p) => sharp(p).resize({ width: 480 }).jpeg({ quality: 85 }).toBuffer()));
  let next = 0;
  const decodeHashPerSecond = await perSecond(() => hashImage(jpegs[next++ % jpegs.length]), 4000);

  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    bench: "pdq",
    picture: "512x512 RGB photo, already decoded",
    hashesPerSecond: round(oursPerSecond),
    hashesWithDihedralPerSecond: round(oursDihedralPerSecond),
    targetHashesPerSecond: 300,
    core: "wasm",
    typescriptCorePerSecond: round(typescriptPerSecond),
    baselineNaivePerSecond: round(naivePerSecond),
    speedupVsNaive: round(oursPerSecond / naivePerSecond),
    naiveAgreesWithinBits: hammingDistance(ours.hash, naive),
    decodeAndHash480WideJpegPerSecond: round(decodeHashPerSecond),
    targetDecodeAndHashPerSecond: 100,
    jpegs: jpegs.length,
    sharpConcurrency: 1,
  };
}

/** Measures, prints the JSON and writes bench/results/pdq.json (bench/run.ts calls this). */
export async function run(): Promise<object> {
  const result = await measure();
  reportBench("pdq", result);
  return result;
}

if (isMainModule(import.meta.url)) await run();
