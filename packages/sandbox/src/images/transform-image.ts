// Derives a leaked copy of a picture the way re-uploaders alter them: scaled, recompressed,
// cropped (up to a quarter of the area), letterboxed or bordered, watermarked, mirrored.
import sharp from "sharp";
import type { Transformation } from "../types";

const JPEG = { quality: 82, mozjpeg: true } as const;

export async function transformImage(source: Buffer, transformation: Transformation | undefined, variant: number): Promise<Buffer> {
  const image = sharp(source);
  const { width = 640, height = 400 } = await image.metadata();
  switch (transformation) {
    case undefined:
      return variant === 0 ? source : image.resize(Math.round(width * [1, 0.8, 0.6, 0.5][variant % 4])).jpeg(JPEG).toBuffer();
    case "resize":
      return image.resize(Math.round(width * [0.45, 0.55, 0.7, 0.8][variant % 4])).jpeg(JPEG).toBuffer();
    case "recompress":
      return image.jpeg({ quality: [18, 25, 30, 35][variant % 4] }).toBuffer();
    case "mirror":
      return image.flop().jpeg(JPEG).toBuffer();
    case "crop": {
      // Keep 87-92 % of each side: at most about a quarter of the area goes.
      const keep = [0.87, 0.9, 0.88, 0.92][variant % 4];
      const w = Math.round(width * keep);
      const h = Math.round(height * keep);
      const corners = [[0, 0], [width - w, height - h], [(width - w) >> 1, (height - h) >> 1], [width - w, 0]];
      const [left, top] = corners[variant % 4];
      return image.extract({ left, top, width: w, height: h }).jpeg(JPEG).toBuffer();
    }
    case "letterbox": {
      if (variant % 2 === 0) {
        const side = Math.max(width, height);
        return image.resize(side, side, { fit: "contain", background: "#000" }).jpeg(JPEG).toBuffer();
      }
      const border = [0, 28, 0, 40][variant % 4];
      const colour = variant === 1 ? "#ffffff" : "#1d1d1d";
      return image.extend({ top: border, bottom: border, left: border, right: border, background: colour }).jpeg(JPEG).toBuffer();
    }
    case "watermark":
      return image.composite([{ input: watermarkOverlay(width, height, variant), top: 0, left: 0 }]).jpeg(JPEG).toBuffer();
  }
}

function watermarkOverlay(width: number, height: number, variant: number): Buffer {
  const banner = Math.round(height * 0.1);
  const site = ["LEAKHUB.EXAMPLE", "FREE-SETS.EXAMPLE", "ONLYLEAKS.EXAMPLE", "VAULT.EXAMPLE"][variant % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="${width * 0.08}" y="${height * 0.2}" font-family="sans-serif" font-size="${Math.round(height * 0.07)}" fill="#ffffff" fill-opacity="0.55">${site}</text>
    <rect x="0" y="${height - banner}" width="${width}" height="${banner}" fill="#000000" fill-opacity="0.75"/>
    <text x="12" y="${height - banner * 0.3}" font-family="sans-serif" font-size="${Math.round(banner * 0.55)}" fill="#ffde00">More leaks daily at ${site.toLowerCase()}</text>
  </svg>`;
  return Buffer.from(svg);
}
