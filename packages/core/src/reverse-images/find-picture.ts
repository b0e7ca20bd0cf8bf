// The reverse image finder's search (issue 18): where a picture appears. The engine's own index
// (every picture the scans have seen, ./seen-picture-index.ts) is looked up with the picture's
// frame views in all 8 orientations and graded with the scanner's frame thresholds; the
// reverse-image providers whose keys are set are asked too when the picture has a public address
// (an upload is kept nowhere, so they cannot be given one). A visitor gets a preview: where and how
// well, never the addresses or the pictures.
import type { MatchQuality, ReverseImageResult, ReverseImageSearch, ReverseImageSource } from "@unleak/contracts";
import { type Database, seenPictures } from "@unleak/db";
import { decodePicture, gradeSeenMatch, lookupHashes, SEEN_SEARCH_RADIUS, type ReverseImageProvider } from "@unleak/scanner";
import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { AppError } from "../errors/app-error";
import type { Actor } from "../policy/actor";
import { looksLikeVideo, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from "../references/add-reference";
import type { FileStorage } from "../storage/file-storage";
import { seenPictureIndexOf } from "./seen-picture-index";

/** Results answered at most, best first; `total` counts them all. */
export const MAX_RESULTS = 60;
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
const RANK: Record<MatchQuality, number> = { exact: 0, high: 1, good: 2 };

/** The searched picture: uploaded, or fetched from the public address the user gave. */
export type SearchedPicture = { kind: "upload"; bytes: Buffer } | { kind: "url"; bytes: Buffer; imageUrl: string };

interface Hit {
  id: string;
  distance: number;
  quality: MatchQuality;
}

export async function findPicture({ db, storage, actor, picture, providers = [] }: { db: Database; storage: FileStorage; actor: Actor; picture: SearchedPicture; providers?: ReverseImageProvider[] }): Promise<ReverseImageSearch> {
  const pixels = await decodeSearched(picture);
  const hits = await searchIndex(db, pixels);
  const rows = hits.length ? await db.select().from(seenPictures).where(inArray(seenPictures.id, hits.slice(0, MAX_RESULTS).map((hit) => hit.id))) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const own: ReverseImageResult[] = hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    if (!row) return [];
    return [{ id: row.id, source: "index" as const, siteName: row.siteName, pageUrl: row.pageUrl, pageTitle: row.pageTitle, mediaUrl: row.mediaUrl, distance: hit.distance, quality: hit.quality, thumbnailUrl: row.thumbnailKey ? storage.signedUrl("evidence", row.thumbnailKey) : null, firstSeenAt: row.firstSeenAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString() }];
  });
  // Providers need the picture's public address: only a search by address has one.
  const asked = picture.kind === "url" ? providers : [];
  const found = await askProviders(asked, picture.kind === "url" ? picture.imageUrl : "", new Set(own.map((result) => result.pageUrl)));
  const results = [...own, ...found];
  const scope = actor.kind === "visitor" ? "preview" : "full";
  return {
    scope,
    providers: asked.map((provider) => provider.id as ReverseImageSource),
    total: hits.length + found.length,
    results: scope === "preview" ? results.map(previewOf) : results,
  };
}

/** Checks the picture as the reference upload does (size, no video, a known format, a pixel limit) and decodes it. */
async function decodeSearched(picture: SearchedPicture) {
  const notPicture = () => new AppError(picture.kind === "url" ? "IMAGE_URL_UNREACHABLE" : "UNSUPPORTED_MEDIA");
  if (picture.bytes.length > MAX_IMAGE_BYTES) throw new AppError("FILE_TOO_LARGE", "file too large", { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 });
  if (looksLikeVideo(picture.bytes)) throw notPicture();
  try {
    const { format } = await sharp(picture.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !IMAGE_FORMATS.has(format)) throw notPicture();
    return await decodePicture(picture.bytes);
  } catch {
    throw notPicture();
  }
}

/** Every seen picture within the frame bound of one of the picture's lookup hashes, each at its best grade. */
async function searchIndex(db: Database, pixels: Awaited<ReturnType<typeof decodePicture>>): Promise<Hit[]> {
  const lookups = lookupHashes(pixels);
  if (lookups.length === 0) return []; // too featureless to match anything
  const index = seenPictureIndexOf(db);
  await index.refresh();
  const best = new Map<string, Hit>();
  for (const lookup of lookups) {
    for (const hit of index.search(lookup.hash, SEEN_SEARCH_RADIUS)) {
      const quality = gradeSeenMatch(hit.distance, lookup, hit.value.pdqQuality);
      if (!quality) continue;
      const known = best.get(hit.value.id);
      if (!known || RANK[quality] < RANK[known.quality] || (quality === known.quality && hit.distance < known.distance)) best.set(hit.value.id, { id: hit.value.id, distance: hit.distance, quality });
    }
  }
  return [...best.values()].sort((a, b) => RANK[a.quality] - RANK[b.quality] || a.distance - b.distance);
}

/** The providers' pages not already found in the index; a provider that fails is left out. */
async function askProviders(providers: ReverseImageProvider[], imageUrl: string, known: Set<string | null>): Promise<ReverseImageResult[]> {
  const answers = await Promise.allSettled(providers.map((provider) => provider.searchImage(imageUrl)));
  const results: ReverseImageResult[] = [];
  for (const answer of answers) {
    if (answer.status === "rejected") continue;
    for (const hit of answer.value) {
      if (known.has(hit.pageUrl)) continue;
      known.add(hit.pageUrl);
      results.push({ id: null, source: hit.provider as ReverseImageSource, siteName: hostOf(hit.pageUrl), pageUrl: hit.pageUrl, pageTitle: hit.title ?? null, mediaUrl: hit.imageUrl ?? null, distance: null, quality: null, thumbnailUrl: null, firstSeenAt: null, lastSeenAt: null });
    }
  }
  return results;
}

function previewOf(result: ReverseImageResult): ReverseImageResult {
  return { ...result, id: null, pageUrl: null, pageTitle: null, mediaUrl: null, thumbnailUrl: null };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
