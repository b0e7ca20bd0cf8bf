import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createReferenceSet, type ReferenceSet } from "./reference-set";

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
