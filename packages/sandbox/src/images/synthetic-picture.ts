// Pictures for synthetic people, made on request: a crop of one of the shipped unrelated photos,
// recoloured, under a few large translucent shapes, all drawn from a key. The shapes dominate the
// picture's coarse structure, so two keys give pictures that perceptual hashes tell apart.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { createRandom, hashString } from "../world/random";
import { OTHER_ASSETS } from "../world/picture-assets";
import { assetPath } from "./assets";

export const SYNTHETIC_WIDTH = 512;
export const SYNTHETIC_HEIGHT = 384;

const bases = new Map<string, Buffer>();
function base(asset: string): Buffer {
  let bytes = bases.get(asset);
  if (!bytes) {
    bytes = readFileSync(assetPath("other", asset));
    bases.set(asset, bytes);
  }
  return bytes;
}

function shapesSvg(key: number): string {
  const r = createRandom(key ^ 0x5bd1e995);
  const colour = () => `rgb(${r.int(0, 255)},${r.int(0, 255)},${r.int(0, 255)})`;
  const shapes: string[] = [];
  for (let i = r.int(8, 11); i > 0; i--) {
    const opacity = (0.7 + r.next() * 0.25).toFixed(2);
    const x = r.int(-60, SYNTHETIC_WIDTH);
    const y = r.int(-60, SYNTHETIC_HEIGHT);
    switch (r.int(0, 2)) {
      case 0:
        shapes.push(`<ellipse cx="${x}" cy="${y}" rx="${r.int(40, 170)}" ry="${r.int(40, 150)}" fill="${colour()}" fill-opacity="${opacity}"/>`);
        break;
      case 1:
        shapes.push(`<rect x="${x}" y="${y}" width="${r.int(60, 260)}" height="${r.int(50, 200)}" transform="rotate(${r.int(-40, 40)} ${x} ${y})" fill="${colour()}" fill-opacity="${opacity}"/>`);
        break;
      default: {
        const points = Array.from({ length: 3 }, () => `${r.int(-40, SYNTHETIC_WIDTH + 40)},${r.int(-40, SYNTHETIC_HEIGHT + 40)}`).join(" ");
        shapes.push(`<polygon points="${points}" fill="${colour()}" fill-opacity="${opacity}"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SYNTHETIC_WIDTH}" height="${SYNTHETIC_HEIGHT}">${shapes.join("")}</svg>`;
}

/** A 512x384 JPEG that depends only on `key` (the same key, the same bytes). */
export async function syntheticPicture(key: string): Promise<Buffer> {
  const seed = hashString(key);
  const r = createRandom(seed);
  const photo = sharp(base(r.pick(OTHER_ASSETS)));
  const { width = 640, height = 400 } = await photo.metadata();
  const w = Math.round(width * (0.45 + r.next() * 0.4));
  const h = Math.min(height, Math.round((w * SYNTHETIC_HEIGHT) / SYNTHETIC_WIDTH));
  const region = { left: r.int(0, width - w), top: r.int(0, height - h), width: w, height: h };
  return photo
    .extract(region)
    .resize(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, { fit: "cover" })
    .modulate({ hue: r.int(0, 359), saturation: 0.7 + r.next() * 0.6, brightness: 0.85 + r.next() * 0.3 })
    .composite([{ input: Buffer.from(shapesSvg(seed)), top: 0, left: 0 }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
