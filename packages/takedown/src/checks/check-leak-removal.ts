// One round of a leak's removal check (issue 13), the same for the pipeline and the command line:
// its page through the classifier, then each of its media files on its own address through the
// same fetcher, judged together, so that a page gone while its file is still served is not removed.
import type { Fetcher, FetchResult } from "@unleak/scanner";
import { checkMediaFile } from "./check-media-file";
import { checkRemoval, type RemovalCheckInput } from "./check-removal";
import { leakVerdict, type LeakVerdict } from "./leak-verdict";
import type { MediaFileCheck, RemovalCheck } from "./removal-check-schema";

/** At most this many media files are checked on their own per round. */
export const MAX_MEDIA_FILES = 4;

export interface LeakRemovalCheck {
  page: RemovalCheck;
  /** One per media file whose address differs from the page's, in the order given. */
  media: MediaFileCheck[];
  /** The round's outcome: the page's, unless a media file still served (or not judged) keeps the leak up. */
  verdict: LeakVerdict;
}

export async function checkLeakRemoval(input: RemovalCheckInput): Promise<LeakRemovalCheck> {
  // A page that is up had its given media fetched and compared already: the file's own check reuses both.
  const fetcher = fetchingOnce(input.fetcher);
  const page = await checkRemoval({ ...input, fetcher });
  const media: MediaFileCheck[] = [];
  for (const url of mediaFilesOf(input.pageUrl, input.mediaUrls ?? [])) {
    const seen = page.evidence.media?.find((file) => file.source === "given" && file.url === url);
    const compared = seen?.pdq !== undefined && seen.distance !== undefined ? { pdq: seen.pdq, distance: seen.distance, matched: seen.matched } : undefined;
    media.push(await checkMediaFile({ url, reference: input.reference, fetcher, now: input.now, removedMarkers: input.removedMarkers, soft404Markers: input.soft404Markers, compared }));
  }
  return { page, media, verdict: leakVerdict(page, media) };
}

/** The round's fetcher: each address is asked once per round (plain GETs only). */
function fetchingOnce(fetcher: Fetcher): Fetcher {
  const answers = new Map<string, Promise<FetchResult>>();
  return {
    fetch(url, request) {
      if (request !== undefined) return fetcher.fetch(url, request);
      const known = answers.get(url) ?? fetcher.fetch(url);
      answers.set(url, known);
      return known;
    },
    download: (url, file, options) => fetcher.download(url, file, options),
    stats: () => fetcher.stats(),
    close: () => fetcher.close(),
  };
}

/** The media addresses that are not the page itself, each once, at most MAX_MEDIA_FILES. */
export function mediaFilesOf(pageUrl: string, mediaUrls: readonly string[]): string[] {
  const same = (a: string, b: string) => {
    try {
      return new URL(a).href === new URL(b).href;
    } catch {
      return a === b;
    }
  };
  const files: string[] = [];
  for (const url of mediaUrls) if (!same(url, pageUrl) && !files.some((file) => same(file, url))) files.push(url);
  return files.slice(0, MAX_MEDIA_FILES);
}
