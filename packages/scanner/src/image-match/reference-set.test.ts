import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { assessReference, createReferenceSet, type ReferenceSet } from "./reference-set";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const photo = (name: string) => readFileSync(path.join(photos, `${name}.jpg`));
const edit = (name: string) => sharp(photo(name));

let set: ReferenceSet;
beforeAll(async () => {
  set = createReferenceSet();
  for (const name of ["mate-Dune", "plasma-Path", "mate-LadyBird", "plasma-ColdRipple"]) await set.add(name, photo(name));
});

describe("reference set", () => {
  it("grades a re-encoded copy exact and a resized one at least high", async () => {
    const reencoded = await set.match(await edit("mate-Dune").jpeg({ quality: 45 }).toBuffer());
    expect(reencoded).toMatchObject({ referenceId: "mate-Dune", quality: "exact", route: "frame", orientation: "orig" });
    expect(reencoded.distance).toBeLessThanOrEqual(12);
    const resized = await set.match(await edit("mate-Dune").resize({ width: 300 }).jpeg({ quality: 60 }).toBuffer());
    expect(resized).toMatchObject({ referenceId: "mate-Dune", route: "frame" });
    expect(["exact", "high"]).toContain(resized.quality);
  });

  it("finds mirrored and rotated copies through the dihedral hashes", async () => {
    const mirrored = await set.match(await edit("plasma-Path").flop().toBuffer());
    expect(mirrored).toMatchObject({ referenceId: "plasma-Path", quality: "high", orientation: "flipy" });
    const rotated = await set.match(await edit("mate-LadyBird").rotate(90).toBuffer());
    expect(rotated).toMatchObject({ referenceId: "mate-LadyBird", quality: "high" });
  });

  it("sees through letterbox bars", async () => {
    const result = await set.match(await edit("mate-LadyBird").extend({ top: 90, bottom: 90, background: "#000" }).toBuffer());
    expect(result).toMatchObject({ referenceId: "mate-LadyBird", route: "frame" });
  });

  it("matches past a banner across the bottom", async () => {
    const { width = 0, height = 0 } = await edit("mate-Dune").metadata();
    const banner = Buffer.from(`<svg width="${width}" height="${height}"><rect y="${height * 0.87}" width="${width}" height="${height * 0.13}" fill="#d00"/></svg>`);
    const result = await set.match(await edit("mate-Dune").composite([{ input: banner }]).jpeg().toBuffer());
    expect(result).toMatchObject({ referenceId: "mate-Dune", quality: "good" });
  });

  it("registers a crop of a fifth of one side and confirms it with PDQ", async () => {
    const { width = 0, height = 0 } = await edit("plasma-ColdRipple").metadata();
    const cropped = await edit("plasma-ColdRipple").extract({ left: Math.round(width * 0.2), top: 0, width: Math.round(width * 0.8), height }).jpeg().toBuffer();
    const result = await set.match(cropped);
    expect(result).toMatchObject({ referenceId: "plasma-ColdRipple", quality: "good", route: "crop" });
  });

  it("matches nothing for unrelated photos", async () => {
    for (const name of ["plasma-Kite", "mate-TwoWings", "plasma-Grey"]) {
      expect((await set.match(photo(name))).referenceId).toBeNull();
    }
  });

  it("forgets a removed reference", async () => {
    const copy = await edit("plasma-Path").jpeg({ quality: 60 }).toBuffer();
    const local = createReferenceSet();
    await local.add("path", photo("plasma-Path"));
    expect(local.remove("path")).toBe(true);
    expect((await local.match(copy)).referenceId).toBeNull();
    expect(local.size).toBe(0);
  });
});

describe("dark and low-contrast references", () => {
  /** The photo as taken in a dim room: its range squeezed into the darkest sixth (PDQ quality about 20). */
  const dark = (name: string) => edit(name).linear(0.16, 4).jpeg({ quality: 90 }).toBuffer();
  const DARK = ["mate-Dune", "plasma-Path", "mate-LadyBird", "plasma-FallenLeaf"];
  let darkSet: ReferenceSet;
  beforeAll(async () => {
    darkSet = createReferenceSet();
    for (const name of DARK) await darkSet.add(name, await dark(name));
  });

  it("tells a reference below PDQ quality 50 from a normal one", async () => {
    const local = createReferenceSet();
    const weak = await local.add("dark", await dark("mate-Dune"));
    expect(weak.quality).toBeLessThan(50);
    expect(weak.weakness).toBe("low-contrast");
    expect(await local.add("plain", photo("mate-Dune"))).toMatchObject({ weakness: null });
    expect(await assessReference(await dark("mate-Dune"))).toEqual({ quality: weak.quality, weakness: "low-contrast" });
  });

  it("matches a dark reference's re-encoded, resized and cropped copies", async () => {
    const reencoded = await darkSet.match(await sharp(await dark("mate-Dune")).jpeg({ quality: 50 }).toBuffer());
    expect(reencoded).toMatchObject({ referenceId: "mate-Dune", route: "frame" });
    const resized = await darkSet.match(await sharp(await dark("plasma-Path")).resize({ width: 320 }).jpeg({ quality: 70 }).toBuffer());
    expect(resized).toMatchObject({ referenceId: "plasma-Path", route: "frame" });
    const source = await dark("mate-LadyBird");
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const cropped = await darkSet.match(await sharp(source).extract({ left: 0, top: 0, width: Math.round(width * 0.85), height }).jpeg().toBuffer());
    expect(cropped.referenceId).toBe("mate-LadyBird");
  });

  it("does not match distinct dark pictures with each other", async () => {
    for (const name of ["plasma-Kite", "mate-TwoWings", "plasma-Grey", "mate-Storm", "plasma-DarkestHour"]) {
      expect((await darkSet.match(await dark(name))).referenceId).toBeNull();
    }
    for (const name of DARK) {
      const others = createReferenceSet();
      for (const other of DARK.filter((o) => o !== name)) await others.add(other, await dark(other));
      expect((await others.match(await dark(name))).referenceId).toBeNull();
    }
  });

  /** A translucent white caption across the middle (35% opacity, letter-sized blocks), re-encoded. */
  async function captioned(image: Buffer): Promise<Buffer> {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const size = Math.round(height * 0.06);
    const blocks = Array.from({ length: Math.floor((width * 0.8) / (size * 0.6)) }, (_, i) =>
      `<rect x="${Math.round(width * 0.1 + i * size * 0.6)}" y="${Math.round(height * 0.47)}" width="${Math.round(size * (i % 3 === 2 ? 0.2 : 0.45))}" height="${size}" fill="#fff"/>`);
    const layer = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g opacity="0.35">${blocks.join("")}</g></svg>`);
    return sharp(image).composite([{ input: layer }]).jpeg({ quality: 80 }).toBuffer();
  }

  it("matches a dark reference's copy under a bright translucent caption, and no other dark picture under it", async () => {
    for (const name of ["mate-Dune", "plasma-FallenLeaf"]) {
      expect(await darkSet.match(await captioned(await dark(name)))).toMatchObject({ referenceId: name, route: "frame" });
    }
    for (const name of ["plasma-Kite", "mate-TwoWings", "mate-Storm"]) {
      expect((await darkSet.match(await captioned(await dark(name)))).referenceId).toBeNull();
    }
  });

  it("calls a picture with almost no tones featureless and never matches it", async () => {
    const flat = await sharp(photo("mate-Dune")).linear(0.01, 120).jpeg({ quality: 90 }).toBuffer();
    const local = createReferenceSet();
    expect(await local.add("flat", flat)).toMatchObject({ weakness: "featureless" });
    expect((await local.match(flat)).referenceId).toBeNull();
  });
});
