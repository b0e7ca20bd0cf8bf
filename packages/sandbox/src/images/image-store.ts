// Reads the shipped photos once and derives transformed copies on first request, memoised, so
// that start-up stays fast and every later answer is served from memory. Pictures of the flow of new
// uploads (set "flow", drawn from a key) are made on request and only the latest few are kept.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { ImageSpec } from "../world/world-types";
import { transformImage } from "./transform-image";
import { syntheticPicture } from "./synthetic-picture";
import { ASSETS_DIR, assetPath } from "./assets";

export { ASSETS_DIR, assetPath };

export interface ImageStore {
  image(spec: ImageSpec): Promise<Buffer>;
  thumbnail(spec: ImageSpec): Promise<Buffer>;
  /** Derives every listed picture ahead of the first request. */
  warm(specs: ImageSpec[]): Promise<void>;
}

/** Flow pictures kept in memory: the flow is endless, so the oldest are made again if asked for. */
const FLOW_CACHE_SIZE = 2000;

export function createImageStore(): ImageStore {
  const sources = new Map<string, Buffer>();
  const derived = new Map<string, Promise<Buffer>>();
  const flow = new Map<string, Promise<Buffer>>();
  const source = (spec: ImageSpec & { set: "creator" | "other" }): Buffer => {
    const key = `${spec.set}/${spec.asset}`;
    let bytes = sources.get(key);
    if (!bytes) {
      bytes = readFileSync(assetPath(spec.set, spec.asset));
      sources.set(key, bytes);
    }
    return bytes;
  };
  const memo = (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const cache = key.startsWith("flow/") ? flow : derived;
    let pending = cache.get(key);
    if (pending) {
      if (cache === flow) flow.delete(key);
    } else {
      pending = make();
      pending.catch(() => cache.delete(key));
    }
    cache.set(key, pending);
    if (flow.size > FLOW_CACHE_SIZE) flow.delete(flow.keys().next().value!);
    return pending;
  };
  const keyOf = (spec: ImageSpec) => `${spec.set}/${spec.asset}/${spec.transformation ?? "none"}/${spec.variant}`;
  const image = (spec: ImageSpec): Promise<Buffer> =>
    memo(keyOf(spec), async () => {
      if (spec.set !== "flow") return transformImage(source({ ...spec, set: spec.set }), spec.transformation, spec.variant);
      // A flow copy is derived from the flow picture as it was first made (kept while in use).
      if (!spec.transformation && spec.variant === 0) return syntheticPicture(spec.asset);
      return transformImage(await image({ set: "flow", asset: spec.asset, variant: 0 }), spec.transformation, spec.variant);
    });
  return {
    image,
    warm: async (specs) => {
      for (const spec of specs) await image(spec);
    },
    thumbnail: (spec) => memo(`${keyOf(spec)}/thumb`, async () => sharp(await image(spec)).resize(240).jpeg({ quality: 75 }).toBuffer()),
  };
}
