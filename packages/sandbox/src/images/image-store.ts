// Reads the shipped photos once and derives transformed copies on first request, memoised, so
// that start-up stays fast and every later answer is served from memory.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import sharp from "sharp";
import type { ImageSpec } from "../world/world-types";
import { transformImage } from "./transform-image";

export const ASSETS_DIR = fileURLToPath(new URL("../../assets/", import.meta.url));

export function assetPath(set: ImageSpec["set"], asset: string): string {
  return join(ASSETS_DIR, set, `${asset}.jpg`);
}

export interface ImageStore {
  image(spec: ImageSpec): Promise<Buffer>;
  thumbnail(spec: ImageSpec): Promise<Buffer>;
  /** Derives every listed picture ahead of the first request. */
  warm(specs: ImageSpec[]): Promise<void>;
}

export function createImageStore(): ImageStore {
  const sources = new Map<string, Buffer>();
  const derived = new Map<string, Promise<Buffer>>();
  const source = (spec: ImageSpec): Buffer => {
    const key = `${spec.set}/${spec.asset}`;
    let bytes = sources.get(key);
    if (!bytes) {
      bytes = readFileSync(assetPath(spec.set, spec.asset));
      sources.set(key, bytes);
    }
    return bytes;
  };
  const memo = (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    let pending = derived.get(key);
    if (!pending) {
      pending = make();
      derived.set(key, pending);
    }
    return pending;
  };
  const keyOf = (spec: ImageSpec) => `${spec.set}/${spec.asset}/${spec.transformation ?? "none"}/${spec.variant}`;
  const image = (spec: ImageSpec) => memo(keyOf(spec), () => transformImage(source(spec), spec.transformation, spec.variant));
  return {
    image,
    warm: async (specs) => {
      for (const spec of specs) await image(spec);
    },
    thumbnail: (spec) => memo(`${keyOf(spec)}/thumb`, async () => sharp(await image(spec)).resize(240).jpeg({ quality: 75 }).toBuffer()),
  };
}
