import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createPictureMatcher } from "./picture-matcher";
import { spriteTiles } from "./sprite-tiles";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const photo = (name: string) => readFileSync(path.join(photos, `${name}.jpg`));
const NAMES = ["mate-Dune", "plasma-Path", "mate-LadyBird", "plasma-ColdRipple", "mate-Dune", "plasma-Path"];
const TILE = { width: 160, height: 90 };

/** A 3 x 2 preview sprite of the photos, laid out row by row as tube sites do. */
async function sprite(): Promise<Buffer> {
  const tiles = await Promise.all(NAMES.map((name) => sharp(photo(name)).resize(TILE.width, TILE.height, { fit: "fill" }).jpeg().toBuffer()));
  return sharp({ create: { width: 3 * TILE.width, height: 2 * TILE.height, channels: 3, background: "#000" } })
    .composite(tiles.map((input, i) => ({ input, left: (i % 3) * TILE.width, top: Math.floor(i / 3) * TILE.height })))
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe("sprite tiles", () => {
  it("splits a sprite into its grid, row by row, each tile matching its own picture", async () => {
    const tiles = await spriteTiles(await sprite(), 3, 2);
    expect(tiles).toHaveLength(6);
    for (const tile of tiles) expect(await sharp(tile).metadata()).toMatchObject({ width: TILE.width, height: TILE.height });
    const matcher = await createPictureMatcher(["mate-LadyBird", "plasma-ColdRipple"].map((id) => ({ id, bytes: photo(id) })));
    const matches = await Promise.all(tiles.map((tile) => matcher.match(tile)));
    expect(matches.map((match) => match?.referenceId ?? null)).toEqual([null, null, "mate-LadyBird", "plasma-ColdRipple", null, null]);
  });

  it("gives no tiles when the declared grid makes them too small to match", async () => {
    expect(await spriteTiles(await sprite(), 20, 20)).toEqual([]);
  });
});
