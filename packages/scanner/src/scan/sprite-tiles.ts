// Splits a preview sprite (one picture holding a grid of a video's frames, as tube sites show on
// hover) into its tiles, row by row, so that each is matched like a picture of its own.
import sharp from "sharp";

/** Tiles smaller than this on a side carry too little for a picture match. */
const MIN_TILE_SIDE = 32;

export async function spriteTiles(sprite: Buffer, columns: number, rows: number): Promise<Buffer[]> {
  const { width = 0, height = 0 } = await sharp(sprite, { limitInputPixels: 40_000_000 }).metadata();
  const tileWidth = Math.floor(width / columns);
  const tileHeight = Math.floor(height / rows);
  if (tileWidth < MIN_TILE_SIDE || tileHeight < MIN_TILE_SIDE) return [];
  const tiles: Buffer[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const region = { left: column * tileWidth, top: row * tileHeight, width: tileWidth, height: tileHeight };
      tiles.push(await sharp(sprite).extract(region).jpeg({ quality: 92 }).toBuffer());
    }
  }
  return tiles;
}
