// Leaked copies of the creator's videos on tube and cam-recording sites: one page per such site,
// its video and preview picked from the seed. Titles do not name her (the tags do, as uploaders
// hide names from the title but not from search): only her videos' frames can find these pages.
import { createRandom, hashString } from "./random";
import { planVideos } from "../videos/video-plan";
import { pagePath } from "./page-paths";
import * as wording from "./wording";
import type { WorldPage, WorldSite } from "./world-types";

const VIDEO_TITLES = ["Full video #{n} (HD)", "Exclusive clip {n} - full length", "Private show recording {n}", "Stream rip #{n}, uncut"];
const DOWNLOAD_TITLES = ["Uncut full length #{n}", "Complete video {n} (re-upload)", "Full HD rip #{n}"];
const VIDEO_SITE_CATEGORIES = new Set(["tube", "cam-recordings"]);
/**
 * Tube sites that also hold a full-length re-upload of one of her videos under a title card: only
 * downloading the video finds it (the registry marks tube sites' videos downloadable).
 */
const DOWNLOAD_SITES = new Set(["streamhub", "reeltube", "playleak", "tubespot", "framefeed"]);

export function videoLeakPages(site: WorldSite, seed: number, misbehave: boolean): WorldPage[] {
  if (!VIDEO_SITE_CATEGORIES.has(site.category)) return [];
  const r = createRandom(seed ^ hashString(`${site.id}/videos`));
  const videos = planVideos();
  const page: WorldPage = {
    // "v" never starts the ids of the site's other pages (a count in base 36 below 31).
    id: `v${r.int(100, 999)}`,
    siteId: site.id,
    path: "",
    title: wording.fillNumber(r.pick(VIDEO_TITLES), r.int(2, 480)),
    uploader: r.pick(wording.uploaders),
    tags: ["nova quill", "novaquill", "video"],
    description: "Full length, no watermark.",
    images: [],
    kind: "video-leak",
    video: { videoId: r.pick(videos).id, variant: r.int(0, 1) },
    listed: true,
    hops: misbehave ? r.int(0, 2) : 0,
  };
  page.path = pagePath(site.category, page);
  if (!DOWNLOAD_SITES.has(site.id)) return [page];
  const download: WorldPage = {
    ...page,
    // "w" never starts the ids of the site's other pages either.
    id: `w${r.int(100, 999)}`,
    title: wording.fillNumber(r.pick(DOWNLOAD_TITLES), r.int(2, 480)),
    uploader: r.pick(wording.uploaders),
    kind: "video-download-leak",
    video: { videoId: r.pick(videos).id, variant: 0, download: true },
    hops: misbehave ? r.int(0, 2) : 0,
  };
  download.path = pagePath(site.category, download);
  return [page, download];
}
