// Stage "analyzing content matches": downloads each page's pictures and compares them with the
// references, looks for the creator's names in uploader, title and text, and keeps a leak with
// its evidence (with a thumbnail: JPEG, 320 wide at most, upright, metadata stripped). Pages
// posted by one of the creator's official accounts are never leaks. Without reference pictures (a
// visitor's instant scan) only a page that names the creator has a picture downloaded, for its
// thumbnail, and only while thumbnails are wanted.
import sharp from "sharp";
import { findNameMentions, matchName } from "../names";
import type { ScanContext } from "./scan-context";
import type { FetchedPage } from "./fetch-pages";
import type { PictureMatch, PictureMatcher } from "./picture-matcher";
import type { Leak, MatchQuality } from "./scan-types";

const RANK: Record<MatchQuality, number> = { exact: 0, high: 1, good: 2 };

export interface AnalyzeOptions {
  names: string[];
  /** null when the subject has no reference pictures. */
  matcher: PictureMatcher | null;
  isOfficial: (url: string) => boolean;
  maxImagesPerPage: number;
  /** Whether another evidence thumbnail may be made (a preview shows only a few). */
  takeThumbnail: () => boolean;
}

/** Judges one fetched page: a picture leak, a name leak, or nothing. */
export async function analyzePage(ctx: ScanContext, page: FetchedPage, options: AnalyzeOptions): Promise<Leak | null> {
  const { content } = page;
  const { matcher } = options;
  const imageUrls = content.images.slice(0, matcher ? options.maxImagesPerPage : 1);
  ctx.progress.add("analyze", 1 + imageUrls.length);
  // An official account's posts carry the creator's own pictures: they are hers, not leaks.
  if (content.uploaderUrl && options.isOfficial(content.uploaderUrl)) {
    ctx.progress.done("analyze", 1 + imageUrls.length);
    return null;
  }
  const name = bestNameMatch(options.names, content.uploader, `${content.title}\n${content.text}`);
  ctx.progress.done("analyze", 1, page.site.name);
  // Without reference pictures a picture serves only as the thumbnail of a page that names her.
  if (!matcher && !(name && imageUrls.length > 0 && options.takeThumbnail())) {
    ctx.progress.done("analyze", imageUrls.length);
    return name ? leakOf(page, name, null, null, []) : null;
  }
  const pictures = await Promise.all(
    imageUrls.map(async (imageUrl) => {
      const response = await ctx.fetchFor(page.site, "image", imageUrl);
      ctx.progress.done("analyze", 1, page.site.name);
      if (!response) return null;
      const match = matcher ? await matcher.match(response.body).catch(() => null) : null;
      return { url: imageUrl, bytes: response.body, match };
    }),
  );
  const fetched = pictures.filter((p): p is { url: string; bytes: Buffer; match: PictureMatch | null } => p !== null);
  const best = fetched
    .filter((p): p is { url: string; bytes: Buffer; match: PictureMatch } => p.match !== null)
    .sort((a, b) => RANK[a.match.quality] - RANK[b.match.quality] || a.match.distance - b.match.distance)[0];
  if (!best && !name) return null;
  const shown = (best ?? fetched[0])?.bytes;
  const thumbnail = shown && (!matcher || options.takeThumbnail()) ? await storedThumbnail(shown) : null;
  return leakOf(page, name, best?.match ?? null, thumbnail, best ? [best.url] : []);
}

function leakOf(page: FetchedPage, name: MatchQuality | null, match: PictureMatch | null, thumbnail: Buffer | null, mediaUrls: string[]): Leak {
  const { content } = page;
  return {
    url: page.url,
    siteId: page.site.id,
    siteName: page.site.name,
    category: page.site.category,
    title: content.title,
    kind: match ? "picture" : "name",
    quality: match ? match.quality : name!,
    ...(match ? { matchedReference: match.referenceId, distance: match.distance } : {}),
    evidence: {
      url: page.url,
      title: content.title,
      fetchedAt: page.fetchedAt,
      httpStatus: page.httpStatus,
      matchedReference: match?.referenceId ?? null,
      distance: match?.distance ?? null,
      mediaUrls,
      thumbnail,
    },
  };
}

function bestNameMatch(names: string[], uploader: string | undefined, text: string): MatchQuality | null {
  const qualities: MatchQuality[] = [];
  if (uploader) {
    const byUploader = matchName(names, uploader).quality;
    if (byUploader) qualities.push(byUploader);
  }
  for (const mention of findNameMentions(names, text)) qualities.push(mention.quality);
  return qualities.sort((a, b) => RANK[a] - RANK[b])[0] ?? null;
}

async function storedThumbnail(bytes: Buffer | undefined): Promise<Buffer | null> {
  if (!bytes) return null;
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 320, withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
  } catch {
    return null;
  }
}
