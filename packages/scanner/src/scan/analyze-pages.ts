// Stage "analyzing content matches": downloads each page's pictures and compares them with the
// references, looks for the creator's names in uploader, title and text, and keeps a leak with
// its evidence (with a thumbnail: JPEG, 320 wide at most, upright, metadata stripped). Pages
// posted by one of the creator's official accounts are never leaks. Without reference pictures (a
// visitor's instant scan) only a page that names the creator has a picture downloaded, for its
// thumbnail, and only while thumbnails are wanted. A video page whose pictures match nothing has
// its preview sprite and clip looked at (match-video-media.ts); a match on a reference video's
// frame or signature names the video and the time in it. Every picture hashed is reported to
// `onPictureSeen` (the reverse image finder's index, issue 18).
import sharp from "sharp";
import { findNameMentions, matchName } from "../names";
import type { ScanContext } from "./scan-context";
import type { FetchedPage } from "./fetch-pages";
import type { PictureExamination, PictureMatch, PictureMatcher } from "./picture-matcher";
import type { Leak, MatchQuality, ScanReference, SeenPicture, VideoMatchEvidence } from "./scan-types";
import { matchVideoMedia, type VideoMediaMatch, type VideoMediaOptions } from "./match-video-media";

const RANK: Record<MatchQuality, number> = { exact: 0, high: 1, good: 2 };

export interface AnalyzeOptions {
  names: string[];
  /** null when the subject has no reference pictures. */
  matcher: PictureMatcher | null;
  isOfficial: (url: string) => boolean;
  maxImagesPerPage: number;
  /** Whether another evidence thumbnail may be made (a preview shows only a few). */
  takeThumbnail: () => boolean;
  /** The reference video and time of a reference that is a video's frame. */
  videoFrameOf?: (referenceId: string) => ScanReference["video"] | undefined;
  /** Matching of video pages' sprites and preview clips; none without reference pictures. */
  videoMedia?: Omit<VideoMediaOptions, "matcher"> & { sourceNameOf(videoId: string): string | null };
  /** Told of each picture hashed, once per page it was found on. */
  onPictureSeen?: (picture: SeenPicture) => void;
}

/** What matched on the page: a picture's match, and where a leaked video's match came from. */
export interface Matched {
  quality: MatchQuality;
  referenceId: string | null;
  distance: number | null;
  mediaUrl: string;
  videoMatch?: VideoMatchEvidence;
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
  const isVideoPage = !!(content.sprites?.length || content.previewClips?.length || (page.site.downloadableVideos && content.videos?.length));
  // Reference videos' signatures can find a video page's preview clip without any reference picture.
  const videoSearch = options.videoMedia && isVideoPage && (matcher || options.videoMedia.signatures.length > 0) ? options.videoMedia : null;
  // Without reference pictures a picture serves only as the thumbnail of a page that names her.
  if (!matcher && !videoSearch && !(name && imageUrls.length > 0 && options.takeThumbnail())) {
    ctx.progress.done("analyze", imageUrls.length);
    return name ? leakOf(page, name, null, null) : null;
  }
  const pictures = await Promise.all(
    imageUrls.map(async (imageUrl) => {
      const response = await ctx.fetchFor(page.site, "image", imageUrl);
      ctx.progress.done("analyze", 1, page.site.name);
      if (!response) return null;
      const examined = matcher ? await examine(matcher, response.body) : null;
      if (examined?.seen && options.onPictureSeen) {
        options.onPictureSeen({ mediaUrl: imageUrl, pageUrl: page.url, pageTitle: content.title, siteId: page.site.id, siteName: page.site.name, ...examined.seen, bytes: response.body });
      }
      return { url: imageUrl, bytes: response.body, match: examined?.match ?? null };
    }),
  );
  const fetched = pictures.filter((p): p is { url: string; bytes: Buffer; match: PictureMatch | null } => p !== null);
  const best = fetched
    .filter((p): p is { url: string; bytes: Buffer; match: PictureMatch } => p.match !== null)
    .sort((a, b) => RANK[a.match.quality] - RANK[b.match.quality] || a.match.distance - b.match.distance)[0];
  const video = !best && videoSearch ? await matchVideoMedia(ctx, page.site, content, { ...videoSearch, matcher }) : null;
  const matched = best ? pictureMatched(best.match, best.url, null, options) : video ? videoMatched(video, options) : null;
  if (!matched && !name) return null;
  const shown = best ? best.bytes : video ? video.picture : fetched[0]?.bytes;
  const thumbnail = shown && (!matcher || options.takeThumbnail()) ? await storedThumbnail(shown) : null;
  return leakOf(page, name, matched, thumbnail);
}

function examine(matcher: PictureMatcher, image: Buffer): Promise<PictureExamination> {
  const examined = matcher.examine ? matcher.examine(image) : matcher.match(image).then((match) => ({ match, seen: null }));
  return examined.catch(() => ({ match: null, seen: null }));
}

function pictureMatched(match: PictureMatch, mediaUrl: string, leakTimeMs: number | null, options: AnalyzeOptions, tile?: number): Matched {
  const frame = options.videoFrameOf?.(match.referenceId);
  return {
    quality: match.quality,
    referenceId: match.referenceId,
    distance: match.distance,
    mediaUrl,
    ...(frame ? { videoMatch: { videoId: frame.videoId, sourceName: frame.sourceName, timeMs: frame.timeMs, method: "frame", mediaUrl, leakTimeMs, ...(tile !== undefined ? { tile } : {}) } } : {}),
  };
}

/** A signature match has no reference frame: it names the video, and counts as a strong match. */
function videoMatched(video: VideoMediaMatch, options: AnalyzeOptions): Matched {
  if (video.match) return pictureMatched(video.match, video.mediaUrl, video.leakTimeMs, options, video.tile);
  const { videoId, referenceTimeMs, clipTimeMs } = video.signature!;
  const videoMatch: VideoMatchEvidence = { videoId, sourceName: options.videoMedia?.sourceNameOf(videoId) ?? null, timeMs: referenceTimeMs, method: "signature", mediaUrl: video.mediaUrl, leakTimeMs: clipTimeMs };
  return { quality: "high", referenceId: null, distance: null, mediaUrl: video.mediaUrl, videoMatch };
}

/** The leak a page makes with its evidence (the shared crawl, ../crawl, builds its leaks here too). */
export function leakOf(page: FetchedPage, name: MatchQuality | null, match: Matched | null, thumbnail: Buffer | null): Leak {
  const { content } = page;
  return {
    url: page.url,
    siteId: page.site.id,
    siteName: page.site.name,
    category: page.site.category,
    title: content.title,
    kind: match ? "picture" : "name",
    quality: match ? match.quality : name!,
    ...(match?.referenceId ? { matchedReference: match.referenceId } : {}),
    ...(match?.distance != null ? { distance: match.distance } : {}),
    evidence: {
      url: page.url,
      title: content.title,
      fetchedAt: page.fetchedAt,
      httpStatus: page.httpStatus,
      matchedReference: match?.referenceId ?? null,
      distance: match?.distance ?? null,
      mediaUrls: match ? [match.mediaUrl] : [],
      thumbnail,
      ...(match?.videoMatch ? { videoMatch: match.videoMatch } : {}),
    },
  };
}

/** The best tier at which the uploader, or a mention in the text, is one of `names`. */
export function bestNameMatch(names: string[], uploader: string | undefined, text: string): MatchQuality | null {
  const qualities: MatchQuality[] = [];
  if (uploader) {
    const byUploader = matchName(names, uploader).quality;
    if (byUploader) qualities.push(byUploader);
  }
  for (const mention of findNameMentions(names, text)) qualities.push(mention.quality);
  return qualities.sort((a, b) => RANK[a] - RANK[b])[0] ?? null;
}

export async function storedThumbnail(bytes: Buffer | undefined): Promise<Buffer | null> {
  if (!bytes) return null;
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 320, withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
  } catch {
    return null;
  }
}
