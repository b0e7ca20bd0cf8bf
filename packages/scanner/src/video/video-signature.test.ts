import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeSignature, encodeSignature, matchSignature, videoSignature, type VideoSignature } from ".";
import { gradientScene, makeCopy, makeVideo, testVideoDir, zoomScene } from "./test-videos";

let fixtures: Awaited<ReturnType<typeof testVideoDir>>;
let reference: string;
let referenceSignature: VideoSignature;

beforeAll(async () => {
  fixtures = await testVideoDir();
  reference = await makeVideo(path.join(fixtures.dir, "reference.mp4"), [
    gradientScene(1, 6),
    gradientScene(2, 6),
    zoomScene(-0.1011, 0.9563, 6),
  ]);
  referenceSignature = await videoSignature(reference);
}, 60_000);
afterAll(() => fixtures.remove());

describe("videoSignature", () => {
  it("has one hash per second and survives its stored form", async () => {
    expect(referenceSignature.hashes).toHaveLength(18);
    expect(referenceSignature.hashes.every((hash) => hash.length === 32)).toBe(true);
    const decoded = decodeSignature(encodeSignature(referenceSignature));
    expect(decoded.hashes).toEqual(referenceSignature.hashes);
    expect(decoded.qualities).toEqual(referenceSignature.qualities.map(Math.round));
    // The centre crops come back with their crop.
    expect(referenceSignature.cropped?.map((view) => view.crop)).toEqual([0.94, 0.88]);
    expect(decoded.cropped?.map((view) => view.crop)).toEqual([0.94, 0.88]);
    expect(decoded.cropped?.[1].hashes).toEqual(referenceSignature.cropped?.[1].hashes);
    expect(referenceSignature.cropped?.[0].hashes).not.toEqual(referenceSignature.hashes);
    // A signature stored before crops were hashed ("UVS1": the whole frames only) is still read.
    const old = Buffer.alloc(8 + 2 * 33);
    old.write("UVS1", 0, "ascii");
    old.writeUInt32LE(2, 4);
    referenceSignature.hashes[0].copy(old, 8);
    old[8 + 32] = 77;
    expect(decodeSignature(old)).toEqual({ hashes: [referenceSignature.hashes[0], Buffer.alloc(32)], qualities: [77, 0] });
    expect((await videoSignature(reference, { maxSeconds: 5 })).hashes).toHaveLength(5);
    expect(() => decodeSignature(Buffer.from("UVS1"))).toThrow();
  });
});

describe("matchSignature", () => {
  it("finds a re-encoded, cropped and trimmed copy at its place in the reference", async () => {
    const copy = await makeCopy(reference, path.join(fixtures.dir, "copy.mp4"), 3, 8, "crop=iw*0.95:ih*0.95,scale=240:-2");
    const clip = await videoSignature(copy);
    const match = matchSignature(referenceSignature, clip);
    expect(match).not.toBeNull();
    expect(match!.matchedSeconds).toBeGreaterThanOrEqual(4);
    expect(match!.clipCoverage).toBeGreaterThanOrEqual(0.5);
    expect(Math.abs(match!.referenceTimeMs - match!.clipTimeMs - 3000)).toBeLessThanOrEqual(1000);
  });

  it("lines up a copy cropped to 90 %, through the centre crops", async () => {
    const copy = await makeCopy(reference, path.join(fixtures.dir, "cropped.mp4"), 2, 12, "crop=iw*0.9:ih*0.9,scale=240:-2");
    const clip = await videoSignature(copy);
    // Whole frames alone drift apart (measured 4 to 10 of 12 seconds, by the encoder's run).
    const wholeFramesOnly = matchSignature({ hashes: referenceSignature.hashes, qualities: referenceSignature.qualities }, { hashes: clip.hashes, qualities: clip.qualities });
    const registered = matchSignature(referenceSignature, clip);
    expect(registered).not.toBeNull();
    // Measured 12 of 12; encoders differ a second or two between runs.
    expect(registered!.matchedSeconds).toBeGreaterThanOrEqual(9);
    expect(registered!.matchedSeconds).toBeGreaterThanOrEqual(wholeFramesOnly?.matchedSeconds ?? 0);
    expect(Math.abs(registered!.referenceTimeMs - registered!.clipTimeMs - 2000)).toBeLessThanOrEqual(1000);
  });

  it("does not match an unrelated clip", async () => {
    const unrelated = await makeVideo(path.join(fixtures.dir, "unrelated.mp4"), [zoomScene(-1.25066, 0.02012, 5), zoomScene(-0.16, 1.0405, 5)]);
    expect(matchSignature(referenceSignature, await videoSignature(unrelated))).toBeNull();
    expect(matchSignature(referenceSignature, { hashes: referenceSignature.hashes.slice(0, 2), qualities: [100, 100] })).toBeNull();
  });
});
