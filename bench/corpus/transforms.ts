// The edits a leaked copy typically goes through, applied with sharp to build the image-match
// bench's candidates. Randomness comes from a seeded generator so every run sees the same corpus.

import sharp from "sharp";

export type Rng = () => number;

/** mulberry32: small, seeded, good enough for picking crop sizes. */
export function seededRng(seed: number): Rng {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const jpeg = (image: ReturnType<typeof sharp>, quality = 85) => image.jpeg({ quality }).toBuffer();
const open = (input: Buffer) => sharp(input, { limitInputPixels: 1e8 });

/** Blocky "caption" made of rectangles, so the bench needs no fonts. */
function captionSvg(width: number, height: number, rng: Rng, fill: string): string {
  let x = height * 0.4;
  const blocks: string[] = [];
  while (x < width - height) {
    const w = height * between(rng, 0.2, 0.6);
    blocks.push(`<rect x="${x.toFixed(1)}" y="${(height * 0.25).toFixed(1)}" width="${w.toFixed(1)}" height="${(height * 0.5).toFixed(1)}" fill="${fill}"/>`);
    x += w + height * (rng() < 0.2 ? 0.5 : 0.12);
  }
  return blocks.join("");
}

async function crop(input: Buffer, margins: { l: number; r: number; t: number; b: number }, quality = 85): Promise<Buffer> {
  const { width = 0, height = 0 } = await open(input).metadata();
  const left = Math.round(width * margins.l), top = Math.round(height * margins.t);
  const w = Math.round(width * (1 - margins.l - margins.r)), h = Math.round(height * (1 - margins.t - margins.b));
  return jpeg(open(input).extract({ left, top, width: w, height: h }), quality);
}

async function overlay(input: Buffer, svg: (w: number, h: number) => string): Promise<Buffer> {
  const { width = 0, height = 0 } = await open(input).metadata();
  const layer = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg(width, height)}</svg>`);
  return jpeg(open(input).composite([{ input: layer }]));
}

export type Transform = (input: Buffer, rng: Rng) => Promise<Buffer>;

export const TRANSFORMS: Record<string, Transform> = {
  "resize-half": (input) => jpeg(open(input).resize({ width: 320 })),
  "resize-small": (input) => jpeg(open(input).resize({ width: 200 }), 75),
  "jpeg-40-55": (input, rng) => jpeg(open(input), Math.round(between(rng, 40, 55))),
  "jpeg-55-70": (input, rng) => jpeg(open(input), Math.round(between(rng, 55, 70))),
  "crop-one-side": (input, rng) => {
    const side = (["l", "r", "t", "b"] as const)[Math.floor(rng() * 4)];
    return crop(input, { l: 0, r: 0, t: 0, b: 0, [side]: between(rng, 0.05, 0.25) });
  },
  "crop-corner": (input, rng) => {
    const [h, v] = [rng() < 0.5 ? "l" : "r", rng() < 0.5 ? "t" : "b"] as const;
    return crop(input, { l: 0, r: 0, t: 0, b: 0, [h]: between(rng, 0.05, 0.2), [v]: between(rng, 0.05, 0.2) });
  },
  "crop-all-sides": (input, rng) =>
    crop(input, { l: between(rng, 0, 0.125), r: between(rng, 0, 0.125), t: between(rng, 0, 0.125), b: between(rng, 0, 0.125) }),
  "crop-centre-quarter": (input, rng) => {
    const m = between(rng, 0.08, 0.125);
    return crop(input, { l: m, r: m, t: m, b: m }, 70);
  },
  "letterbox-16-9": async (input) => {
    const { width = 0, height = 0 } = await open(input).metadata();
    const target = Math.round((height * 16) / 9 / 2) * 2;
    const pad = Math.max(8, Math.round((target - width) / 2));
    return jpeg(open(input).extend({ left: pad, right: pad, top: 10, bottom: 10, background: "#000" }));
  },
  "letterbox-square": async (input) => {
    const { width = 0, height = 0 } = await open(input).metadata();
    const pad = Math.round(Math.abs(width - height) / 2);
    const ext = width > height ? { top: pad, bottom: pad } : { left: pad, right: pad };
    return jpeg(open(input).extend({ ...ext, background: "#111" }).resize({ width: 400 }));
  },
  "white-frame": async (input) => {
    const { width = 0 } = await open(input).metadata();
    const b = Math.round(width * 0.06);
    return jpeg(open(input).extend({ left: b, right: b, top: b, bottom: b, background: "#fff" }));
  },
  "banner-bottom": (input, rng) =>
    overlay(input, (w, h) => {
      const bh = Math.round(h * between(rng, 0.08, 0.14));
      return `<rect x="0" y="${h - bh}" width="${w}" height="${bh}" fill="#c01030"/><g transform="translate(0 ${h - bh})">${captionSvg(w, bh, rng, "#fff")}</g>`;
    }),
  "banner-top": (input, rng) =>
    overlay(input, (w, h) => {
      const bh = Math.round(h * between(rng, 0.08, 0.14));
      return `<rect x="0" y="0" width="${w}" height="${bh}" fill="#000" fill-opacity="0.8"/>${captionSvg(w, bh, rng, "#ff0")}`;
    }),
  "watermark-text": (input, rng) =>
    overlay(input, (w, h) => {
      const th = Math.round(h * 0.12);
      return `<g opacity="0.35" transform="translate(${w * 0.1} ${h * 0.44})">${captionSvg(w * 0.8, th, rng, "#fff")}</g>`;
    }),
  "watermark-logo": (input, rng) =>
    overlay(input, (w, h) => {
      const lw = Math.round(w * 0.18), lh = Math.round(h * 0.1);
      const x = rng() < 0.5 ? w * 0.03 : w - lw - w * 0.03;
      return `<rect x="${x}" y="${h - lh - h * 0.03}" width="${lw}" height="${lh}" rx="${lh / 4}" fill="#fff"/><g transform="translate(${x} ${h - lh - h * 0.03})">${captionSvg(lw, lh, rng, "#222")}</g>`;
    }),
  mirror: (input) => jpeg(open(input).flop()),
  "rotate-90": (input) => jpeg(open(input).rotate(90)),
  "mirror-resize-jpeg": (input) => jpeg(open(input).flop().resize({ width: 360 }), 50),
  "crop-then-jpeg": async (input, rng) => {
    const cropped = await crop(input, { l: between(rng, 0, 0.1), r: 0, t: between(rng, 0, 0.1), b: between(rng, 0, 0.05) });
    return jpeg(open(cropped).resize({ width: 300 }), 60);
  },
};
