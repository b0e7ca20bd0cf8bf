// Runs one scan end to end, in the stages the user sees: initiating (references, search terms),
// searching leak databases, scanning piracy networks and analyzing content matches (streamed,
// see discover-and-judge.ts), calculating damage estimates, finalizing results, complete.
import { readFile } from "node:fs/promises";
import { estimateDamage } from "../damage";
import { buildQueries } from "./build-queries";
import { createDefaultPictureMatcher } from "./default-picture-matcher";
import { discoverAndJudge } from "./discover-and-judge";
import { coveredByAny } from "./normalise-url";
import { createProgressTracker } from "./progress-tracker";
import { createScanContext } from "./scan-context";
import type { VideoToolPaths } from "../video";
import type { AnalyzeOptions } from "./analyze-pages";
import type { Leak, MatchQuality, RunScanOptions, ScanCounts, ScanResult, ScanSubject } from "./scan-types";
import { createLimit, createSiteLimiter } from "./site-limiter";

const RANK: Record<MatchQuality, number> = { exact: 0, high: 1, good: 2 };

export async function runScan(options: RunScanOptions): Promise<ScanResult> {
  const { subject, registry, signal, maxQueriesPerSite = 2, maxConcurrentSites = 64, maxImagesPerPage = 4, maxPreviewBytes = 64 * 1024 * 1024, maxVideoBytes = 512 * 1024 * 1024 } = options;
  const startedAt = new Date();
  const progress = createProgressTracker(options.onProgress);
  const ctx = createScanContext(options.fetcher, createSiteLimiter(), progress, signal);

  progress.begin("initiating", "Loading reference pictures");
  const references = await Promise.all(
    (subject.references ?? []).map(async (ref) => ({ id: ref.id, bytes: ref.buffer ?? (await readFile(ref.path ?? "")) })),
  );
  let thumbnailsLeft = options.maxThumbnails ?? Number.POSITIVE_INFINITY;
  const ownMatcher = options.matcher ? null : await createDefaultPictureMatcher(references, options.matcherThreads);
  try {
    const official = subject.officialUrls ?? [];
    const whitelist = subject.whitelist ?? [];
    const sites = registry.inScope(options.scope);
    signal?.throwIfAborted();
    const found = await discoverAndJudge(ctx, {
      registry,
      sites,
      queries: buildQueries(subject, maxQueriesPerSite),
      subject,
      providers: options.providers ?? [],
      excluded: (url) => coveredByAny(url, official) || coveredByAny(url, whitelist),
      analyze: {
        names: [...subject.names, ...(subject.usernames ?? [])],
        // null without reference pictures: pages are judged by names alone.
        matcher: options.matcher ?? ownMatcher,
        isOfficial: (url) => coveredByAny(url, official),
        maxImagesPerPage,
        takeThumbnail: () => thumbnailsLeft-- > 0,
        ...(options.onPictureSeen ? { onPictureSeen: options.onPictureSeen } : {}),
        ...videoMatching(subject, { preview: maxPreviewBytes, videos: maxVideoBytes }, options.videoTools),
      },
      maxConcurrentSites,
    });
    signal?.throwIfAborted();

    progress.begin("calculating_damage_estimates");
    const leaks = dedupe(found);
    const damage = estimateDamage(leaks, options.damage);
    progress.begin("finalizing_results");
    const result: ScanResult = { leaks, counts: countLeaks(leaks), sitesScanned: sites.length, siteErrors: ctx.siteErrors(), damage, startedAt, finishedAt: new Date() };
    progress.begin("complete", `${leaks.length} leaks found`);
    return result;
  } finally {
    await ownMatcher?.close();
  }
}

/**
 * Reference frames' videos and times, and what matching sprites, preview clips and full videos
 * needs: byte budgets, two ffmpeg runs at a time. Only for a creator with reference videos: sprites
 * and clips are a video's frames, and reading them costs a scan seconds.
 */
function videoMatching(subject: ScanSubject, budgets: { preview: number; videos: number }, tools: VideoToolPaths = {}): Pick<AnalyzeOptions, "videoFrameOf" | "videoMedia"> {
  const frames = new Map((subject.references ?? []).flatMap((ref) => (ref.video ? [[ref.id, ref.video] as const] : [])));
  const videos = subject.videos ?? [];
  if (frames.size === 0 && videos.length === 0) return {};
  const names = new Map(videos.map((video) => [video.id, video.sourceName]));
  for (const frame of frames.values()) if (!names.has(frame.videoId)) names.set(frame.videoId, frame.sourceName);
  return {
    videoFrameOf: (referenceId) => frames.get(referenceId),
    videoMedia: {
      ...tools,
      signatures: videos.map((video) => ({ videoId: video.id, signature: video.signature })),
      budget: { left: budgets.preview },
      downloadBudget: { left: budgets.videos },
      limitClips: createLimit(2),
      limitDownloads: createLimit(1),
      sourceNameOf: (videoId) => names.get(videoId) ?? null,
    },
  };
}


function dedupe(leaks: Leak[]): Leak[] {
  const byUrl = new Map<string, Leak>();
  for (const leak of leaks) {
    const existing = byUrl.get(leak.url);
    if (!existing || RANK[leak.quality] < RANK[existing.quality]) byUrl.set(leak.url, leak);
  }
  return [...byUrl.values()].sort((a, b) => RANK[a.quality] - RANK[b.quality] || a.siteId.localeCompare(b.siteId) || a.url.localeCompare(b.url));
}

function countLeaks(leaks: Leak[]): ScanCounts {
  const counts: ScanCounts = { total: leaks.length, bySite: {}, byQuality: { exact: 0, high: 0, good: 0 } };
  for (const leak of leaks) {
    counts.bySite[leak.siteId] = (counts.bySite[leak.siteId] ?? 0) + 1;
    counts.byQuality[leak.quality] += 1;
  }
  return counts;
}
